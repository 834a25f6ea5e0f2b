/* global document, window, history, URLSearchParams */
// The in-house game page: exchanges the launch token, then plays through /house/api. No external assets.
const api = { token: null };
const $ = (id) => document.getElementById(id);
const root = document.body;
const gameId = Number(root.dataset.gameId);

async function call(method, path, body) {
  const response = await fetch(`/house/api/${path}`, {
    method, headers: { 'content-type': 'application/json', ...(api.token ? { 'x-game-session': api.token } : {}) },
    body: body ? JSON.stringify(body) : undefined,
  });
  const json = await response.json();
  if (!json.success) throw Object.assign(new Error(json.message || json.code), { value: json.value });
  return json.value;
}

function show(state) {
  $('balance').textContent = `${state.balance} ${state.currency || ''}`;
  $('mode').textContent = state.isFreePlay ? 'FREE PLAY (demo credit)' : 'REAL MONEY';
  if (state.fairness) {
    $('seed-hash').textContent = state.fairness.serverSeedHash;
    $('client-seed').value = state.fairness.clientSeed;
    $('nonce').textContent = String(state.fairness.nonce);
  }
}

function svgText(x, y, text, size, color) {
  const node = document.createElementNS('http://www.w3.org/2000/svg', 'text');
  Object.entries({ x, y, 'font-size': size, fill: color, 'text-anchor': 'middle', 'font-family': 'sans-serif' }).forEach(([k, v]) => node.setAttribute(k, String(v)));
  node.textContent = text;
  return node;
}

function drawSlot(outcome) {
  const board = $('board');
  board.replaceChildren();
  const spin = outcome ? outcome.baseSpin : null;
  for (let reel = 0; reel < 5; reel += 1) {
    for (let row = 0; row < 3; row += 1) {
      const cell = document.createElementNS('http://www.w3.org/2000/svg', 'rect');
      Object.entries({ x: 10 + reel * 96, y: 10 + row * 76, width: 90, height: 70, rx: 8, fill: '#2b1240', stroke: '#f5c542' }).forEach(([k, v]) => cell.setAttribute(k, String(v)));
      board.append(cell, svgText(55 + reel * 96, 52 + row * 76, spin ? spin.grid[reel][row] : '?', 15, '#fff'));
    }
  }
  if (spin) $('detail').textContent = `Lines won: ${spin.lineWins.length}, scatters: ${spin.scatterCount}, free spins: ${outcome.freeSpins.length}`;
}

function drawOther(kind, outcome) {
  const board = $('board');
  board.replaceChildren();
  if (kind === 'BACCARAT' && outcome) {
    const cards = (list) => list.map((card) => `${['A', 2, 3, 4, 5, 6, 7, 8, 9, 10, 'J', 'Q', 'K'][card.rank - 1]}${card.suit[0]}`).join(' ');
    board.append(svgText(240, 70, `Player ${outcome.playerTotal}: ${cards(outcome.playerCards)}`, 22, '#8cf'), svgText(240, 130, `Banker ${outcome.bankerTotal}: ${cards(outcome.bankerCards)}`, 22, '#f88'), svgText(240, 190, `Result: ${outcome.outcome}`, 20, '#fff'));
  } else if (kind === 'FISH' && outcome) {
    board.append(svgText(240, 120, outcome.caught ? `Caught ${outcome.fishSpeciesId} ×${outcome.multiplier}!` : `Missed ${outcome.fishSpeciesId}`, 24, outcome.caught ? '#7f7' : '#ccc'));
  } else {
    board.append(svgText(240, 120, kind === 'FISH' ? 'Pick a fish and shoot' : 'Place your bets', 22, '#fff'));
  }
}

function playBody(kind) {
  const bet = $('bet').value;
  if (kind === 'BACCARAT') return { bets: { [$('side').value]: bet } };
  if (kind === 'FISH') return { bet, fishId: $('side').value };
  return { bet };
}

async function start() {
  const launch = new URLSearchParams(window.location.search).get('launch');
  try {
    if (launch) {
      api.token = (await call('POST', 'session', { gameId, launch })).sessionToken;
      window.sessionStorage.setItem(`house-session-${gameId}`, api.token);
      history.replaceState(null, '', window.location.pathname);
    } else {
      api.token = window.sessionStorage.getItem(`house-session-${gameId}`);
    }
    const state = await call('GET', 'state');
    const kind = state.game.engineKind;
    $('bet').value = state.game.minBet;
    show(state);
    const redraw = (outcome) => (kind === 'SLOT' ? drawSlot(outcome) : drawOther(kind, outcome));
    redraw(state.lastRound ? state.lastRound.outcome : null);
    $('play').addEventListener('click', async () => {
      $('play').disabled = true;
      try {
        const played = await call('POST', 'play', playBody(kind));
        redraw(played.round.outcome);
        $('message').textContent = `Round ${played.round.roundId}: bet ${played.round.bet}, win ${played.round.win}`;
        show({ ...(await call('GET', 'state')) });
      } catch (error) {
        $('message').textContent = error.message;
      } finally {
        $('play').disabled = false;
      }
    });
    $('replay').addEventListener('click', async () => redraw((await call('GET', 'state')).lastRound?.outcome ?? null));
    $('seed-save').addEventListener('click', async () => show({ ...state, fairness: await call('POST', 'client-seed', { clientSeed: $('client-seed').value }), balance: $('balance').textContent.split(' ')[0] }));
    $('rotate').addEventListener('click', async () => {
      const rotated = await call('POST', 'rotate-seed');
      $('revealed').textContent = `Revealed server seed: ${rotated.revealed.serverSeed} (hash ${rotated.revealed.serverSeedHash})`;
      show(await call('GET', 'state'));
    });
  } catch (error) {
    $('message').textContent = `${error.message}. Please open the game again from the site.`;
  }
}

void start();

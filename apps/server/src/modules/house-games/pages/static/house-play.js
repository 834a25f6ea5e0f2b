/* global window, history, URLSearchParams */
// Boot of a game page: exchanges the launch token for a game session, loads the state, mounts the game's module
// (house-slot / house-baccarat / house-fish) and runs the shared parts: balance, mode, fairness panel, replay.
(function play() {
  const H = window.House;
  const gameId = Number(window.document.body.dataset.gameId);
  const storageKey = `house-session-${gameId}`;
  // Server seeds revealed in this browser session, by hash, so "verify" links can carry the seed.
  const revealed = JSON.parse(window.sessionStorage.getItem('house-revealed') || '{}');

  function showFairness(fairness) {
    if (!fairness) return;
    H.$('seed-hash').textContent = fairness.serverSeedHash;
    H.$('client-seed').value = fairness.clientSeed;
    H.$('nonce').textContent = String(fairness.nonce);
  }

  /** The verify page's URL with the round's values filled in (the server seed once it is revealed). */
  function verifyLink(round, scale) {
    if (!round) return;
    const query = new URLSearchParams({
      titleId: H.state.game.titleId,
      clientSeed: round.clientSeed || '',
      nonce: String(round.nonce),
      hash: round.serverSeedHash || '',
    });
    if (revealed[round.serverSeedHash]) query.set('serverSeed', revealed[round.serverSeedHash]);
    const request = round.request || {};
    if (request.bet) query.set('bet', H.fromMinor(Number(request.bet), scale));
    if (request.fishId) query.set('fishId', request.fishId);
    Object.entries(request.bets || {}).forEach(([side, minor]) =>
      query.set(`bet_${side}`, H.fromMinor(Number(minor), scale)),
    );
    H.$('verify-link').href = `/house/verify?${query.toString()}`;
    H.$('verify-link').textContent = revealed[round.serverSeedHash]
      ? `Verify round #${round.roundId}`
      : `Verify round #${round.roundId} (reveal the seed first)`;
  }

  async function openSession() {
    const launch = new URLSearchParams(window.location.search).get('launch');
    if (launch) {
      H.session.token = (await H.call('POST', 'session', { gameId, launch })).sessionToken;
      window.sessionStorage.setItem(storageKey, H.session.token);
      history.replaceState(null, '', window.location.pathname);
    } else {
      H.session.token = window.sessionStorage.getItem(storageKey);
    }
  }

  async function start() {
    await openSession();
    const state = await H.call('GET', 'state');
    H.state = state;
    const scale = H.scaleOf(state.game.minBet);
    H.setMode(state.isFreePlay);
    H.setBalance(state.balance, state.currency);
    showFairness(state.fairness);
    let lastRound = state.lastRound;
    verifyLink(lastRound, scale);

    /** One round through the API; null (with the reason shown) when it was refused. */
    const playRound = async (body) => {
      H.message('');
      try {
        const played = await H.call('POST', 'play', body);
        lastRound = played.round;
        H.setBalance(played.balance, state.currency);
        H.notifyBalance();
        H.$('nonce').textContent = String(played.round.nonce + 1);
        verifyLink(lastRound, scale);
        return played;
      } catch (error) {
        H.fail(error);
        if (error.value && error.value.balance) H.setBalance(error.value.balance, state.currency);
        return null;
      }
    };
    const module = H.games[state.game.engineKind].mount({
      paytable: state.paytable,
      scale,
      minBet: H.toMinor(state.game.minBet, scale),
      lastRound,
      currency: state.currency,
      play: playRound,
    });

    H.$('replay').addEventListener('click', () => {
      if (!lastRound || !lastRound.outcome) {
        H.message('No round to replay yet.');
        return;
      }
      H.message(`Replaying round #${lastRound.roundId}: bet ${lastRound.bet}, win ${lastRound.win}`);
      void module.replay(lastRound);
    });
    H.$('seed-save').addEventListener('click', async () => {
      try {
        showFairness(await H.call('POST', 'client-seed', { clientSeed: H.$('client-seed').value }));
        H.message('Client seed saved; it applies from the next round.');
      } catch (error) {
        H.fail(error);
      }
    });
    H.$('rotate').addEventListener('click', async () => {
      try {
        const rotated = await H.call('POST', 'rotate-seed');
        revealed[rotated.revealed.serverSeedHash] = rotated.revealed.serverSeed;
        window.sessionStorage.setItem('house-revealed', JSON.stringify(revealed));
        H.$('revealed').replaceChildren(
          H.el('div', { text: `Revealed server seed (${rotated.revealed.roundsPlayed} rounds): ` }),
          H.el('code', { text: rotated.revealed.serverSeed }),
          H.el('div', { text: `Its hash: ${rotated.revealed.serverSeedHash}` }),
        );
        showFairness(rotated.next);
        verifyLink(lastRound, scale);
      } catch (error) {
        H.fail(error);
      }
    });
  }

  start().catch((error) => {
    H.fail(error);
    if (!H.session.token || error.code === 'game.session.invalid') H.$('controls').replaceChildren();
  });
})();

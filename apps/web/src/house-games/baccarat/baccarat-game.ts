// Virtual baccarat: the table, chips on several sides at once, and a bead road of this browser session's
// results; the verify page's picture of a recomputed coup.
import { byId, el, message } from '../dom.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { BaccaratCoup, BaccaratPaytable, Round } from '../house-api-types.ts';
import { fromMinor, toMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';
import { bettingLayout } from './baccarat-bets.ts';
import { createTable, deal } from './baccarat-table.ts';
import { tabStorage } from '../tab-storage.ts';

const ROAD_TITLES: Record<string, string> = { P: 'Player', B: 'Banker', T: 'Tie' };

function beadRoad(node: HTMLElement, results: string[]): void {
  node.replaceChildren(...results.map((code) => el('span', { class: code, title: ROAD_TITLES[code], text: code })));
  node.scrollLeft = node.scrollWidth;
}

function paytablePanel(paytable: BaccaratPaytable): HTMLElement[] {
  return [
    el('p', {
      class: 'rules',
      text: `Virtual baccarat, ${paytable.decks} decks shuffled fresh for every round from the fair stream; punto banco drawing rules. Banker wins pay 0.95:1 (5% commission); Player and Banker bets push on a tie.`,
    }),
    el(
      'div',
      { class: 'paytable' },
      paytable.sides.map((side) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: side.id.replace('_', ' ') }),
          el('span', { text: `pays ${side.pays} · RTP ${paytable.declaredRtp[side.id]}%` }),
        ]),
      ),
    ),
  ];
}

/** The results of this browser session, kept across reloads of the game (the last 120). */
function sessionRoad() {
  const key = `house-bead-${window.document.body.dataset.gameId}`;
  const results = JSON.parse(tabStorage.getItem(key) || '[]') as string[];
  const node = el('div', { class: 'road', 'aria-label': 'Bead road of this session' });
  beadRoad(node, results);
  return {
    node,
    add: (outcome: BaccaratCoup['outcome']) => {
      results.push(outcome[0]);
      tabStorage.setItem(key, JSON.stringify(results.slice(-120)));
      beadRoad(node, results);
    },
  };
}

function mount(game: GameMount<BaccaratPaytable, BaccaratCoup>) {
  const { scale } = game;
  const table = createTable();
  const road = sessionRoad();
  const layout = bettingLayout(game.paytable, game.minBet, scale);
  const dealButton = el('button', { class: 'big', type: 'button', text: 'DEAL' });
  sound.music('table');
  byId('stage').replaceChildren(
    el('div', { class: 'virtual', text: 'VIRTUAL — computer dealt, no live dealer' }),
    table.root,
    layout.spots,
    el('div', { class: 'rules', text: 'Bead road — results of this session (P player, B banker, T tie)' }),
    road.node,
  );
  byId('controls').replaceChildren(
    layout.chips,
    el('span', {}, [el('span', { class: 'rules', text: 'Total bet ' }), layout.total]),
    layout.clearButton,
    dealButton,
  );
  byId('paytable').replaceChildren(...paytablePanel(game.paytable));
  if (game.lastRound && game.lastRound.outcome) void deal(table, game.lastRound.outcome, true);

  dealButton.addEventListener('click', async () => {
    const bets = layout.bets();
    if (!Object.keys(bets).length) {
      message('Place a chip on Player, Banker, Tie or a pair first.', 'error');
      return;
    }
    dealButton.disabled = true;
    layout.markWinners({});
    try {
      const played = await game.play({ bets });
      if (!played) return;
      const coup = played.round.outcome;
      await deal(table, coup, false);
      layout.markWinners(coup.payouts);
      road.add(coup.outcome);
      const won = toMinor(played.round.win, scale);
      sound.play(won > 0 ? 'win' : 'lose');
      message(
        won > 0
          ? `Paid ${played.round.win} ${game.currency} on a bet of ${played.round.bet}`
          : `No win this round (bet ${played.round.bet})`,
        won > 0 ? 'win' : '',
      );
    } finally {
      dealButton.disabled = false;
    }
  });
  return {
    replay: async (round: Round<BaccaratCoup>) => {
      if (!round.outcome) return;
      dealButton.disabled = true;
      try {
        await deal(table, round.outcome, false);
        layout.markWinners(round.outcome.payouts);
      } finally {
        dealButton.disabled = false;
      }
    },
  };
}

/** Verify page: the recomputed coup laid out on the table at once. */
function drawStatic(container: HTMLElement, _paytable: BaccaratPaytable, outcome: BaccaratCoup, scale: number) {
  const table = createTable();
  container.replaceChildren(
    table.root,
    el(
      'ul',
      { class: 'wins' },
      Object.entries(outcome.payouts).map(([side, amount]) =>
        el('li', { text: `${side}: pays ${fromMinor(Number(amount), scale)}` }),
      ),
    ),
  );
  void deal(table, outcome, true);
}

export const baccaratGame: GameModule<BaccaratPaytable, BaccaratCoup> = { mount, drawStatic };

// Virtual baccarat: the table, chips on several sides at once, and a bead road of this browser session's
// results; the verify page's picture of a recomputed coup.
import { formatAmount, formatMinorAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { byId, el, message } from '../dom.ts';
import type { GameMount, GameModule } from '../game-module.ts';
import type { BaccaratCoup, BaccaratPaytable, BaccaratSide, Round } from '../house-api-types.ts';
import { toMinor } from '../money.ts';
import { sound } from '../sound/sound.ts';
import { bettingLayout } from './baccarat-bets.ts';
import { createTable, deal } from './baccarat-table.ts';
import { tabStorage } from '../tab-storage.ts';

// The session's road keeps the outcomes' first letters (P, B, T); each is drawn with its letter in the page's language.
const ROAD_OUTCOMES = { P: 'PLAYER', B: 'BANKER', T: 'TIE' } as const;

function beadRoad(node: HTMLElement, results: string[]): void {
  node.replaceChildren(
    ...results.map((code) => {
      const outcome = ROAD_OUTCOMES[code as keyof typeof ROAD_OUTCOMES] ?? 'TIE';
      return el('span', { class: code, title: t(`spot.${outcome}`), text: t(`bac.letter.${outcome}`) });
    }),
  );
  node.scrollLeft = node.scrollWidth;
}

function paytablePanel(paytable: BaccaratPaytable): HTMLElement[] {
  return [
    el('p', {
      class: 'rules',
      text: t('bac.rules', { decks: paytable.decks }),
    }),
    el(
      'div',
      { class: 'paytable' },
      paytable.sides.map((side) =>
        el('div', { class: 'pay' }, [
          el('strong', { text: t(`spot.${side.id}`) }),
          el('span', { text: t('table.rulesRow', { pays: side.pays, rtp: String(paytable.declaredRtp[side.id]) }) }),
        ]),
      ),
    ),
  ];
}

/** The results of this browser session, kept across reloads of the game (the last 120). */
function sessionRoad() {
  const key = `house-bead-${window.document.body.dataset.gameId}`;
  const results = JSON.parse(tabStorage.getItem(key) || '[]') as string[];
  const node = el('div', { class: 'road', 'aria-label': t('bac.sessionRoadLabel') });
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
  const dealButton = el('button', { class: 'big', type: 'button', text: t('bac.deal') });
  sound.music('table');
  byId('stage').replaceChildren(el('div', { class: 'virtual', text: t('bac.virtual') }), table.root, layout.spots);
  const controls = byId('controls');
  controls.replaceChildren(
    layout.chips,
    el('span', {}, [el('span', { class: 'rules', text: t('bac.totalBet') }), layout.total]),
    layout.clearButton,
    dealButton,
  );
  // The road goes under the chips and DEAL, which must stay in view without scrolling on a 1366×768 screen.
  controls.after(
    el('section', { class: 'session-road' }, [el('div', { class: 'rules', text: t('bac.sessionRoad') }), road.node]),
  );
  byId('paytable').replaceChildren(...paytablePanel(game.paytable));
  const last = game.lastRound?.outcome;
  if (last) void deal(table, last, true).then(() => layout.markWinners(last));

  dealButton.addEventListener('click', async () => {
    const bets = layout.bets();
    if (!Object.keys(bets).length) {
      message(t('bac.placeFirst'), 'error');
      return;
    }
    dealButton.disabled = true;
    layout.markWinners(null);
    try {
      const played = await game.play({ bets });
      if (!played) return;
      const coup = played.round.outcome;
      await deal(table, coup, false);
      layout.markWinners(coup);
      road.add(coup.outcome);
      const won = toMinor(played.round.win, scale);
      sound.play(won > 0 ? 'win' : 'lose');
      message(
        won > 0
          ? t('play.paid', {
              win: formatAmount(played.round.win),
              currency: game.currency,
              bet: formatAmount(played.round.bet),
            })
          : t('play.noWin', { bet: formatAmount(played.round.bet) }),
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
        layout.markWinners(round.outcome);
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
        el('li', {
          text: t('bac.sidePays', {
            side: t(`spot.${side as BaccaratSide}`),
            amount: formatMinorAmount(BigInt(amount), scale),
          }),
        }),
      ),
    ),
  );
  void deal(table, outcome, true);
}

export const baccaratGame: GameModule<BaccaratPaytable, BaccaratCoup> = { mount, drawStatic };

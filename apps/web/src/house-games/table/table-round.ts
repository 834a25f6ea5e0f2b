// The round on the player's screen: polls the table's state, keeps the countdown on the server's clock, shows the
// deal once betting closes and the result once the round is settled, and sends the pending chips on Confirm.
import { formatAmount } from '../i18n/format.ts';
import { t } from '../i18n/translate.ts';
import { spotName } from './spot-names.ts';
import { message } from '../dom.ts';
import { call, fail, type HouseApiError } from '../house-api.ts';
import { sound } from '../sound/sound.ts';
import type { TableBoard } from './table-board.ts';
import {
  addChip,
  clearPending,
  confirmed,
  costOf,
  double,
  emptySlip,
  parseMinor,
  pendingBets,
  rebet,
  slipForRound,
  stakesFromJson,
  undoChip,
  type BetSlip,
} from './table-chips.ts';
import type { ControlActions, TableControls } from './table-controls.ts';
import { showShoe } from './table-panels.ts';
import { countdown, nextBoundary, syncClock, type ClockSync } from './table-timer.ts';
import type { MemberRound, TableState } from './table-types.ts';

const POLL_MS = 1000;

/** What the page knows of the table and the player's chips; the functions below read and change it. */
export type Table = {
  scale: number;
  currency: string;
  board: TableBoard;
  controls: TableControls;
  slip: BetSlip;
  state: TableState | null;
  clock: ClockSync | null;
  sending: boolean;
  onBalance: (balance: string) => void;
  /** What is already on screen, so each poll changes only what moved. */
  shown: { deal: number; cleared: number; announced: number; shoe: number; history: string };
  dealing: Promise<void>;
};

const serverNow = (table: Table) => Date.now() + (table.clock?.offset ?? 0);
const isBetting = (table: Table) =>
  table.state !== null && countdown(table.state.round, serverNow(table)).phase === 'BETTING';
const previousStakes = (table: Table) => stakesFromJson(table.state?.previousRound?.bets, table.scale);

function refreshButtons(table: Table): void {
  table.controls.setEnabled({
    betting: isBetting(table) && !table.sending,
    hasPending: table.slip.pending.size > 0,
    canRebet: previousStakes(table).size > 0,
    canDouble: table.slip.pending.size > 0 || table.slip.confirmed.size > 0,
  });
}

function redraw(table: Table): void {
  const { board, controls, slip, scale } = table;
  board.showStakes(slip.pending, slip.confirmed, scale);
  controls.showTotals(
    costOf(slip.pending, board.chipsOf),
    costOf(slip.confirmed, board.chipsOf),
    scale,
    table.currency,
  );
  refreshButtons(table);
}

async function confirm(table: Table): Promise<void> {
  if (!table.state || table.slip.pending.size === 0 || table.sending) return;
  table.sending = true;
  redraw(table);
  try {
    const answer = await call<{ bets: Record<string, string>; balance: string | null }>('POST', 'table/bets', {
      roundNo: table.slip.round,
      bets: pendingBets(table.slip, table.scale),
    });
    table.slip = confirmed(table.slip, stakesFromJson(answer.bets, table.scale));
    if (answer.balance) table.onBalance(answer.balance);
    sound.play('chipPlace');
    message(t('table.confirmed'));
  } catch (error) {
    fail(error);
    if ((error as HouseApiError).code === 'table.betting.closed') table.slip = clearPending(table.slip);
    const balance = (error as HouseApiError).value?.balance;
    if (balance) table.onBalance(balance);
  } finally {
    table.sending = false;
    redraw(table);
  }
}

/** The member's win on a settled round, said once. */
function announce(table: Table, mine: MemberRound | null): void {
  if (!mine || mine.status !== 'SETTLED' || mine.roundNo === null || mine.roundNo <= table.shown.announced) return;
  table.shown.announced = mine.roundNo;
  const win = parseMinor(mine.win, table.scale) ?? 0n;
  const paid = (mine.result?.spots ?? []).filter((spot) => (parseMinor(spot.win, table.scale) ?? 0n) > 0n);
  if (win > 0n) {
    sound.play('win');
    // A spot paid exactly its stake was returned (a push), not won.
    const on = paid
      .map((spot) =>
        spot.win === spot.amount ? t('table.returned', { spot: spotName(spot.spot) }) : spotName(spot.spot),
      )
      .join(', ');
    const [win, bet] = [formatAmount(mine.win), formatAmount(mine.bet)];
    message(t('table.paid', { win, currency: table.currency, bet, spots: on }), 'win');
  } else {
    sound.play('lose');
    message(t('table.noWin', { bet: formatAmount(mine.bet), currency: table.currency }));
  }
}

/** The deal once betting has closed (animated when it has just begun), an empty scene while bets are open. */
function showDeal(table: Table, next: TableState, phase: string): void {
  const { board, shown } = table;
  const roundNo = next.round.roundNo;
  const deal = next.round.deal;
  if (deal && shown.deal !== roundNo) {
    shown.deal = roundNo;
    const animated = phase === 'DEALING' && serverNow(table) - Date.parse(next.round.closesAt) < 2500;
    board.lightWinners(null);
    table.dealing = board.showDeal(deal, animated).then(() => board.lightWinners(deal));
  } else if (!deal && shown.cleared !== roundNo && phase !== 'DEALING') {
    shown.cleared = roundNo;
    board.clearDeal();
    board.lightWinners(null);
  }
}

// A wheel's last numbers, the dice's last rolls and Dragon Tiger's results lead with the result just shown; a
// baccarat table's history is the shoe up to this hand, as its server-drawn roads are.
const LEADS_WITH_RESULT = new Set(['ROULETTE', 'SIC_BO', 'DRAGON_TIGER']);

/**
 * The history strip: the server's deals before this round, then, once the ball has landed (the deal's animation is
 * over), this round's result at its head; the server adds it itself from the next round on.
 */
function showHistory(table: Table, next: TableState): void {
  const roundNo = next.round.roundNo;
  const deal = LEADS_WITH_RESULT.has(next.kind) ? next.round.deal : null;
  const key = `${next.shoe?.id}:${next.history.length}:${roundNo}:${deal ? 'dealt' : ''}`;
  if (key === table.shown.history) return;
  table.shown.history = key;
  if (!deal) {
    table.board.showHistory(next);
    return;
  }
  void table.dealing.then(() => {
    if (table.state?.round.roundNo === roundNo) table.board.showHistory({ ...next, history: [...next.history, deal] });
  });
}

function showRound(table: Table, next: TableState): void {
  const phase = countdown(next.round, serverNow(table)).phase;
  const roundNo = next.round.roundNo;
  if (table.slip.round !== roundNo) {
    // Stakes never carry over: chips not confirmed in time are dropped, and the player is told.
    if (table.slip.pending.size > 0) message(t('table.notPlaced'), 'error');
    table.slip = slipForRound(table.slip, roundNo);
  }
  if (!table.sending) table.slip = { ...table.slip, confirmed: stakesFromJson(next.myRound?.bets, table.scale) };
  showDeal(table, next, phase);
  showHistory(table, next);
  if (next.shoe && next.shoe.id !== table.shown.shoe) {
    table.shown.shoe = next.shoe.id;
    showShoe(next);
  }
  void table.dealing.then(() => announce(table, phase === 'BETTING' ? next.previousRound : next.myRound));
  if (next.balance && !table.sending) table.onBalance(next.balance);
}

async function poll(table: Table): Promise<void> {
  const sent = Date.now();
  const next = await call<TableState>('GET', 'table/state');
  table.clock = syncClock(table.clock, next.serverTime, sent, Date.now());
  table.state = next;
  showRound(table, next);
  redraw(table);
}

/** The wait between polls (motion's sleep is for animations: reduced motion shortens it to nothing). */
const wait = (ms: number) => new Promise<void>((resolve) => window.setTimeout(resolve, ms));

/** Polls about once a second and right after each phase boundary; the timer ticks on the synced clock between. */
async function run(table: Table): Promise<void> {
  window.setInterval(() => {
    if (table.state) table.controls.showTimer(countdown(table.state.round, serverNow(table)));
    refreshButtons(table);
  }, 200);
  for (;;) {
    try {
      await poll(table);
    } catch (error) {
      fail(error);
      if ((error as HouseApiError).code === 'game.session.invalid') return;
    }
    const boundary = table.state ? nextBoundary(table.state.round, serverNow(table)) : null;
    const untilBoundary = boundary === null ? 0 : boundary - serverNow(table) + 60;
    await wait(Math.max(100, Math.min(POLL_MS, untilBoundary)));
  }
}

/** The chip actions: placing on a spot, and the control bar's buttons. */
export function betActions(get: () => Table) {
  const change = (update: (slip: BetSlip) => BetSlip) => {
    const table = get();
    table.slip = update(table.slip);
    redraw(table);
  };
  const place = (spot: string) => {
    const table = get();
    if (!isBetting(table)) {
      message(t('table.closed'), 'error');
      return;
    }
    sound.play('chipPlace');
    change((slip) => addChip(slip, spot, table.controls.chip()));
  };
  const actions: ControlActions = {
    undo: () => change(undoChip),
    clear: () => change(clearPending),
    rebet: () => change((slip) => rebet(slip, previousStakes(get()))),
    double: () => change(double),
    confirm: () => void confirm(get()),
  };
  return { place, actions };
}

/** Starts the table's loop once the page has its board and controls. */
export function runTable(input: Omit<Table, 'slip' | 'state' | 'clock' | 'sending' | 'shown' | 'dealing'>) {
  const table: Table = {
    ...input,
    slip: emptySlip(-1),
    state: null,
    clock: null,
    sending: false,
    shown: { deal: -1, cleared: -1, announced: -1, shoe: -1, history: '' },
    dealing: Promise.resolve(),
  };
  return { table, done: run(table) };
}

import { AppError } from '../../plugins/app-error.ts';
import { applyHoldemAction, applyHoldemTimeout, holdemLegalActions } from './engine/holdem-betting.ts';
import type { HoldemAction, HoldemHand } from './engine/holdem-types.ts';
import { PvpRuleError } from './engine/rules-error.ts';
import { deadlineOf, legalActionsFor, potsNow, potTotalOf } from './holdem-table-view.ts';
import { botThinkMs, chooseBotAction } from './pvp-bots.ts';
import { codesOf, moneyOf } from './pvp-views.ts';
import { endHand } from './table-hand-end.ts';
import { broadcast, broadcastSeat, isInHand, nowMs, seatOf, turnMs, type TableState } from './table-state.ts';

/** The running hand, which the Hold'em operations below are only called with. */
function holdemHand(t: TableState) {
  const live = t.hand;
  if (live?.game !== 'HOLDEM') throw new Error("pvp: no Hold'em hand is running");
  return live;
}

/** Timeouts in a row after which a player is sat out. */
export const TIMEOUTS_TO_SIT_OUT = 2;

const RULE_CODES = new Set<string>(['pvp.not.your.turn', 'pvp.action.illegal', 'pvp.hand.over']);
const ruleErrorCode = (code: string) =>
  (RULE_CODES.has(code) ? code : 'pvp.action.illegal') as 'pvp.action.illegal' | 'pvp.not.your.turn' | 'pvp.hand.over';

/** A member's action; the hand id guards against a click meant for a hand that is over. */
export async function actAsMember(
  t: TableState,
  input: { memberId: number; handId: string; action: HoldemAction },
): Promise<void> {
  const live = t.hand;
  if (!live || live.state.handId !== input.handId) throw new AppError('pvp.hand.stale');
  if (live.game !== 'HOLDEM') throw new AppError('pvp.action.illegal', "Only a Hold'em hand takes these actions");
  const mine = seatOf(t, input.memberId);
  if (!mine || !isInHand(t, mine.seatNo)) throw new AppError('pvp.seat.none');
  if (live.state.toActSeat !== mine.seatNo) throw new AppError('pvp.not.your.turn');
  const over = nowMs(t) - (live.turnStartedAt + turnMs(t));
  await apply(t, (state) => applyHoldemAction(state, mine.seatNo, input.action));
  mine.timeouts = 0;
  if (over > 0) mine.timeBankMs = Math.max(0, mine.timeBankMs - over);
}

/** The turn ran out (the turn and the time bank): check or fold, and a second in a row sits the player out. */
export async function timeOut(t: TableState, seatNo: number): Promise<void> {
  const player = t.players.get(seatNo)!;
  player.timeBankMs = 0;
  player.timeouts += 1;
  await apply(t, (state) => applyHoldemTimeout(state, seatNo));
  if (player.timeouts >= TIMEOUTS_TO_SIT_OUT && !player.sittingOut) {
    player.sittingOut = true;
    broadcastSeat(t, seatNo);
  }
}

/** A player who asked to stand up acts at once: check when free, otherwise fold. */
export async function actForLeaver(t: TableState): Promise<void> {
  const live = t.hand;
  if (live?.game !== 'HOLDEM') return;
  const seatNo = live.state.toActSeat;
  if (seatNo === null || !t.players.get(seatNo)?.leaving) return;
  const legal = holdemLegalActions(live.state, seatNo);
  await apply(t, (state) => applyHoldemAction(state, seatNo, { type: legal.canCheck ? 'CHECK' : 'FOLD' }));
}

export async function botAct(t: TableState, seatNo: number): Promise<void> {
  const live = holdemHand(t);
  const player = live.state.players.find((entry) => entry.seat === seatNo)!;
  const action = chooseBotAction({
    legal: holdemLegalActions(live.state, seatNo),
    hole: player.hole,
    board: live.state.board,
    pot: potTotalOf(live.state),
  });
  await apply(t, (state) => applyHoldemAction(state, seatNo, action));
}

/** Applies a move; the engine refuses an illegal one with a PvpRuleError, answered with its code. */
async function apply(t: TableState, move: (state: HoldemHand) => HoldemHand): Promise<void> {
  const live = holdemHand(t);
  const sent = live.state.events.length;
  try {
    live.state = move(live.state);
  } catch (error) {
    if (error instanceof PvpRuleError) throw new AppError(ruleErrorCode(error.code), error.message);
    throw error;
  }
  await afterMove(t, sent);
}

/** Publishes the engine's events from `sent` on, restarts the turn clock, and settles the hand when it is over. */
export async function afterMove(t: TableState, sent: number): Promise<void> {
  const live = holdemHand(t);
  const { state } = live;
  const now = nowMs(t);
  live.turnStartedAt = now;
  const next = state.toActSeat === null ? undefined : t.players.get(state.toActSeat);
  live.botActAt = next && next.memberId === null ? now + botThinkMs() : null;
  const deadline = deadlineOf(state, { turnStartedAt: now, turnMs: turnMs(t) });
  const money = (minor: number) => moneyOf(minor, t.deps.scale);
  const tableId = t.table.id;
  const legalFor = (memberId: number) => legalActionsFor(state, seatOf(t, memberId)?.seatNo ?? null, t.deps.scale);
  for (const event of state.events.slice(sent)) {
    if (event.kind === 'STREET') {
      broadcast(t, (viewer, version) => ({
        type: 'street',
        tableId,
        version,
        handId: state.handId,
        street: event.street,
        cards: codesOf(event.cards),
        pots: potsNow(state, t.deps.scale),
        legalActions: legalFor(viewer.memberId),
      }));
      continue;
    }
    const player = state.players.find((entry) => entry.seat === event.seat)!;
    const isBlind = event.kind === 'BLIND';
    broadcast(t, (viewer, version) => ({
      type: 'acted',
      tableId,
      version,
      handId: state.handId,
      seatNo: event.seat,
      action: isBlind ? (event.blind === 'SMALL' ? 'SMALL_BLIND' : 'BIG_BLIND') : event.action,
      betThisStreet: money(isBlind ? event.amount : event.to),
      added: money(isBlind ? event.amount : event.added),
      chips: money(player.stack),
      timedOut: !isBlind && event.timedOut,
      potTotal: money(potTotalOf(state)),
      toActSeat: state.toActSeat,
      actionDeadline: deadline,
      legalActions: legalFor(viewer.memberId),
    }));
  }
  if (state.result) await endHand(t);
  else if (next?.leaving) await actForLeaver(t);
}

import type { PvpServerMessage } from '@lucky/contracts/pvp/pvp-messages';
import { describe, expect, it } from 'vitest';
import { makeResult, makeSeat, makeSnapshot } from '../test/pvp-fixtures.ts';
import { tableReducer } from './table-reducer.ts';
import { initialTableState, type TableState } from './table-state.ts';

const feed = (state: TableState, ...messages: PvpServerMessage[]) =>
  messages.reduce((next, message) => tableReducer(next, { type: 'server', message, receivedAtMs: 1_000 }), state);

/** The viewer's Hold'em choices in the reduced state (the fixtures' hands are Hold'em). */
const legalOf = (state: TableState) => {
  const part = state.snapshot?.hand?.part;
  return part?.game === 'HOLDEM' ? part.legalActions : undefined;
};

const withSnapshot = () => feed(initialTableState(7), { type: 'snapshot', table: makeSnapshot() });

const handStarted = (version: number): PvpServerMessage => ({
  type: 'hand.started',
  tableId: 7,
  version,
  handId: '7-000002',
  serverSeedHash: 'b'.repeat(64),
  commitment: 'c'.repeat(64),
  buttonSeat: 3,
  seats: [0, 3],
  nextServerSeedHash: 'd'.repeat(64),
});

const acted = (
  version: number,
  overrides: Partial<Extract<PvpServerMessage, { type: 'acted' }>> = {},
): PvpServerMessage => ({
  type: 'acted',
  tableId: 7,
  version,
  handId: '7-000002',
  seatNo: 3,
  action: 'SMALL_BLIND',
  betThisStreet: '1.00',
  added: '1.00',
  chips: '99.00',
  timedOut: false,
  potTotal: '1.00',
  toActSeat: 0,
  actionDeadline: '2026-11-25T08:00:15.000Z',
  ...overrides,
});

describe('the table state reducer', () => {
  it('ignores deltas until the first snapshot, then takes the snapshot as the truth', () => {
    const early = feed(initialTableState(7), handStarted(11));
    expect(early.snapshot).toBeNull();
    const state = feed(early, { type: 'snapshot', table: makeSnapshot() });
    expect(state.snapshot?.version).toBe(10);
    expect(state.needsSnapshot).toBe(false);
  });

  it('applies a hand in version order: start, cards, blinds, a street, the end with the chips after', () => {
    let state = feed(
      withSnapshot(),
      handStarted(11),
      { type: 'dealt', tableId: 7, version: 12, handId: '7-000002', seatNo: 0, cardCount: 2, cards: ['Qc', 'Jc'] },
      { type: 'dealt', tableId: 7, version: 13, handId: '7-000002', seatNo: 3, cardCount: 2, cards: null },
      acted(14, { toActSeat: 3 }),
    );
    const hand = state.snapshot!.hand!;
    expect(hand.handId).toBe('7-000002');
    expect(hand.part.game === 'HOLDEM' && hand.part.smallBlindSeat).toBe(3);
    expect(hand.part.game === 'HOLDEM' && hand.part.potTotal).toBe('1.00');
    expect(state.snapshot!.seats.find((seat) => seat.seatNo === 0)?.cards).toEqual(['Qc', 'Jc']);
    expect(state.snapshot!.seats.find((seat) => seat.seatNo === 3)).toMatchObject({
      cardCount: 2,
      cards: null,
      chips: '99.00',
    });
    expect(state.lastActions[3]).toMatchObject({ action: 'SMALL_BLIND', betThisStreet: '1.00' });

    state = feed(state, {
      type: 'street',
      tableId: 7,
      version: 15,
      handId: '7-000002',
      street: 'FLOP',
      cards: ['As', 'Kd', '7h'],
      pots: [{ amount: '4.00', eligibleSeats: [0, 3] }],
    });
    const part = state.snapshot!.hand!.part;
    expect(part.game === 'HOLDEM' && part.board).toEqual(['As', 'Kd', '7h']);
    expect(state.snapshot!.seats.every((seat) => seat.betThisStreet === '0')).toBe(true);
    expect(state.lastActions).toEqual({});

    state = feed(state, { type: 'hand.ended', tableId: 7, version: 16, result: makeResult({ handId: '7-000002' }) });
    expect(state.snapshot!.hand?.status).toBe('ENDED');
    expect(state.snapshot!.lastHands[0]?.handId).toBe('7-000002');
    expect(state.snapshot!.seats.find((seat) => seat.seatNo === 3)?.chips).toBe('103.60');
    expect(state.snapshot!.version).toBe(16);
  });

  it('asks for a snapshot when a version is missing, and drops a delta it has already seen', () => {
    const gap = feed(withSnapshot(), handStarted(12));
    expect(gap.needsSnapshot).toBe(true);
    expect(gap.snapshot!.hand).toBeNull();
    const old = feed(withSnapshot(), handStarted(10));
    expect(old.needsSnapshot).toBe(false);
    expect(old.snapshot!.hand).toBeNull();
  });

  it("takes the viewer's choices from the action that gives the turn, and asks for a snapshot when they are missing", () => {
    const legalActions = {
      canFold: true,
      canCheck: false,
      callAmount: '0.50',
      raise: { kind: 'RAISE' as const, minTo: '2.00', maxTo: '100.00' },
    };
    const given = feed(withSnapshot(), handStarted(11), acted(12, { toActSeat: 0, legalActions }));
    expect(given.needsSnapshot).toBe(false);
    expect(legalOf(given)).toEqual(legalActions);
    const missing = feed(withSnapshot(), handStarted(11), acted(12, { toActSeat: 0 }));
    expect(missing.needsSnapshot).toBe(true);
    const others = feed(withSnapshot(), handStarted(11), acted(12, { toActSeat: 3 }));
    expect(others.needsSnapshot).toBe(false);
    expect(legalOf(others)).toBeNull();
  });

  it("keeps the viewer's choices through a street that opens on the viewer's turn, or takes the street's own", () => {
    const checkOrBet = {
      canFold: false,
      canCheck: true,
      callAmount: null,
      raise: { kind: 'BET' as const, minTo: '1.00', maxTo: '99.00' },
    };
    const street = (version: number, extra: object = {}): PvpServerMessage => ({
      type: 'street',
      tableId: 7,
      version,
      handId: '7-000002',
      street: 'FLOP',
      cards: ['As', 'Kd', '7h'],
      pots: [{ amount: '2.00', eligibleSeats: [0, 3] }],
      ...extra,
    });
    const kept = feed(
      withSnapshot(),
      handStarted(11),
      acted(12, { toActSeat: 0, legalActions: checkOrBet }),
      street(13),
    );
    expect(legalOf(kept)).toEqual(checkOrBet);
    expect(kept.needsSnapshot).toBe(false);
    const replaced = feed(
      withSnapshot(),
      handStarted(11),
      acted(12, { toActSeat: 3 }),
      street(13, { legalActions: null }),
    );
    expect(legalOf(replaced)).toBeNull();
  });

  it('follows the viewer sitting down and standing up', () => {
    const watching = feed(initialTableState(7), {
      type: 'snapshot',
      table: makeSnapshot({ viewerSeat: null, seats: [] }),
    });
    const seated = feed(watching, { type: 'seat', tableId: 7, version: 11, seat: makeSeat(2, { isViewer: true }) });
    expect(seated.snapshot!.viewerSeat).toBe(2);
    const left = feed(seated, {
      type: 'seat',
      tableId: 7,
      version: 12,
      seat: makeSeat(2, { state: 'EMPTY', nickname: null }),
    });
    expect(left.snapshot!.viewerSeat).toBeNull();
  });

  it('clears a request on its answer and turns a refusal into a notice with its code', () => {
    let state = tableReducer(withSnapshot(), { type: 'sent', request: { requestId: 'pv-1234567890', kind: 'sit' } });
    state = tableReducer(state, { type: 'sent', request: { requestId: 'pv-abcdefghij', kind: 'action' } });
    state = feed(state, { type: 'ok', requestId: 'pv-1234567890', tableId: 7 });
    expect(state.pending.map((entry) => entry.requestId)).toEqual(['pv-abcdefghij']);
    state = feed(state, {
      type: 'error',
      code: 'pvp.not.your.turn',
      message: 'It is not your turn',
      tableId: 7,
      requestId: 'pv-abcdefghij',
    });
    expect(state.pending).toEqual([]);
    expect(state.notices).toMatchObject([{ code: 'pvp.not.your.turn', requestKind: 'action' }]);
    expect(state.needsSnapshot).toBe(true);
  });

  it('keeps the chat of this table only, and drops pending requests when the socket drops', () => {
    let state = feed(
      withSnapshot(),
      { type: 'chat', tableId: 7, seatNo: 3, nickname: 'Mai', message: { kind: 'phrase', id: 'good.luck' } },
      { type: 'chat', tableId: 8, seatNo: 1, nickname: 'other', message: { kind: 'emoji', id: 'fire' } },
    );
    expect(state.chat.map((line) => line.nickname)).toEqual(['Mai']);
    state = tableReducer(state, { type: 'sent', request: { requestId: 'pv-1234567890', kind: 'leave' } });
    state = tableReducer(state, { type: 'connection', connection: 'reconnecting' });
    expect(state.pending).toEqual([]);
  });

  it('marks a cancelled hand, tells the player, and asks for the returned chips', () => {
    const state = feed(withSnapshot(), handStarted(11), {
      type: 'hand.cancelled',
      tableId: 7,
      version: 12,
      handId: '7-000002',
      reason: 'INSTANCE_LOST',
    });
    expect(state.snapshot!.hand?.status).toBe('CANCELLED');
    expect(state.needsSnapshot).toBe(true);
    expect(state.notices[0]?.code).toBe('pvp.hand.cancelled.INSTANCE_LOST');
  });
});

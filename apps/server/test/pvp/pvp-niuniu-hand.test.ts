import { eq, like } from 'drizzle-orm';
import type { PvpRoom } from '@lucky/contracts/pvp/pvp-schemas';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/games.ts';
import { pvpHandPlayers } from '../../src/db/schema/pvp.ts';
import { cardCode, parseCards } from '../../src/modules/pvp/engine/cards.ts';
import { DEFAULT_NIU_MULTIPLIERS, evaluateNiuHand } from '../../src/modules/pvp/engine/niuniu-hands.ts';
import { playNiuNiuHand } from '../../src/modules/pvp/engine/niuniu-round.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  authedClient,
  dealNextHand,
  expectTableAccountsMatchSeats,
  membersAtTable,
  rakeAccountBalance,
  requestId,
  roomsFor,
  toMinor,
  walletOf,
  type TableClient,
} from './pvp-kit.ts';

describe.each(TEST_DATABASES)('a Niu-Niu hand between two members on %s', (kind) => {
  let t: TestApp;
  let tokens: string[];
  let clients: TableClient[];
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    let room: PvpRoom;
    ({ tokens, clients, tableId, room } = await membersAtTable(t, {
      usernames: ['demo', 'player01'],
      pick: (entry) => entry.game === 'NIUNIU' && entry.stakeLevel === 'U1',
      sit: { buyIn: '50.00', seatSpacing: 3 },
    }));
    expect(room).toMatchObject({ ante: '1.00', smallBlind: null, seatsTotal: 6, practice: false });
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it("deals each member only its own five cards, settles each player against the banker by the engine's rules, and takes the rake", async () => {
    const wallets = await Promise.all(tokens.map((token) => walletOf(t, token)));
    const rakeBefore = await rakeAccountBalance(t);
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started');
    // The first banker is the lowest seat; the other player stakes the table's unit against it.
    expect(started).toMatchObject({ buttonSeat: 0, seats: [3, 0] });
    expect(started.commitment).toMatch(/^[0-9a-f]{64}$/);
    const dealt = clients[0]!.received.filter((message) => message.type === 'dealt');
    expect(dealt.find((message) => message.seatNo === 0)!.cards).toHaveLength(5);
    expect(dealt.find((message) => message.seatNo === 3)).toMatchObject({ cardCount: 5, cards: null });

    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    for (const [index, view] of views.entries()) {
      const part = view.hand!.part;
      if (part.game !== 'NIUNIU') throw new Error('not a Niu-Niu hand');
      const own = view.seats[index * 3]!.cards!;
      expect(own).toHaveLength(5);
      expect(view.seats[3 - index * 3]!.cards).toBeNull();
      expect(part).toMatchObject({ bankerSeat: 0, stake: '1.00', canShow: true });
      expect(part.viewerHand!.category).toBe(evaluateNiuHand(parseCards(own.join(''))).category);
      expect(view.seats[3]!.betThisStreet).toBe('1.00');
      expect(view.hand!.toActSeat).toBeNull();
      expect(view.hand!.actionDeadline).not.toBeNull();
    }

    // A Hold'em action is refused at a Niu-Niu hand; Show is answered, and a second Show too.
    const handId = views[0]!.hand!.handId;
    clients[1]!.send({ type: 'action', tableId, handId, action: 'CHECK', requestId: requestId('a') });
    expect((await clients[1]!.waitFor('error')).code).toBe('pvp.action.illegal');
    const show = { type: 'show' as const, tableId, handId };
    const firstShow = requestId('show');
    clients[1]!.send({ ...show, requestId: firstShow });
    expect((await clients[1]!.answerTo(firstShow)).type).toBe('ok');
    const shown = await clients[0]!.waitFor('shown');
    expect(shown).toMatchObject({ seatNo: 3, timedOut: false });
    // Until everyone has shown, the other player's cards stay hidden.
    expect((await clients[0]!.snapshot(tableId)).seats[3]!.cards).toBeNull();
    const again = requestId('show');
    clients[1]!.send({ ...show, requestId: again });
    expect((await clients[1]!.answerTo(again)).type).toBe('ok');
    expect(clients[0]!.received.some((message) => message.type === 'hand.ended')).toBe(false);

    clients[0]!.send({ ...show, requestId: requestId('show') });
    const showdown = await clients[1]!.waitFor('showdown');
    expect(showdown.shown.map((entry) => entry.seatNo).sort()).toEqual([0, 3]);
    const { result } = await clients[0]!.waitFor('hand.ended');
    expect(result.status).toBe('ENDED');
    expect(result.reveal!.commitment).toBe(started.commitment);

    // The engine replayed on the revealed deck gives the same result.
    const expected = playNiuNiuHand({
      handId,
      config: { multipliers: DEFAULT_NIU_MULTIPLIERS, rake: { percentBp: 500, cap: 300 } },
      seats: [
        { seat: 0, playerId: 'banker', stack: 5000, stake: 0 },
        { seat: 3, playerId: 'player', stack: 5000, stake: 100 },
      ],
      bankerSeat: 0,
      deck: parseCards(result.reveal!.deck),
    });
    const niuniu = result.niuniu!;
    expect(niuniu.bankerSeat).toBe(0);
    for (const outcome of expected.outcomes) {
      const seat = niuniu.seats.find((entry) => entry.seatNo === outcome.seat)!;
      expect(seat).toMatchObject({
        isBanker: outcome.isBanker,
        category: outcome.hand.category,
        multiplier: DEFAULT_NIU_MULTIPLIERS[outcome.hand.category],
        beatsBanker: outcome.beatsBanker,
      });
      expect([seat.owed, seat.paid, seat.received, seat.rake, seat.net].map(toMinor)).toEqual([
        outcome.owed,
        outcome.paid,
        outcome.received,
        outcome.rake,
        outcome.net,
      ]);
      expect(toMinor(result.players.find((player) => player.seatNo === outcome.seat)!.chips)).toBe(outcome.stack);
      expect(seat.cards).toEqual(outcome.hand.cards.map(cardCode));
      expect(result.shown.find((entry) => entry.seatNo === outcome.seat)!.cards).toEqual(seat.cards);
    }
    // One player won stake × the winning hand's multiplier from the other; 5% of the winner's receipt is raked.
    const winner = niuniu.seats.find((seat) => toMinor(seat.received) > 0)!;
    expect(toMinor(winner.received)).toBe(100 * winner.multiplier);
    expect(toMinor(result.rake)).toBe(Math.floor(toMinor(winner.received) * 0.05));
    const chips = result.players.reduce((sum, player) => sum + toMinor(player.chips), 0);
    expect(chips + toMinor(result.rake)).toBe(10_000);
    expect(await rakeAccountBalance(t)).toBe(rakeBefore + toMinor(result.rake));

    const detail = (await t.call('pvpHandDetail', { query: { handId } })).json().value;
    expect(detail.verified).toBe(true);
    expect(detail.result.niuniu.bankerSeat).toBe(0);

    // Wallets do not move during play; the rounds log each member's rake share as its bet.
    expect(await Promise.all(tokens.map((token) => walletOf(t, token)))).toEqual(wallets);
    await expectTableAccountsMatchSeats(t);
    const db = t.ctx.database.db;
    const rounds = await db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.roundRef, `${handId}:%`));
    expect(rounds).toHaveLength(2);
    expect(rounds.every((round) => round.gameVersion === 'pvp-niuniu-1')).toBe(true);
    expect(rounds.reduce((sum, round) => sum + round.bet - round.win, 0n)).toBe(BigInt(toMinor(result.rake)));
    const players = await db.select().from(pvpHandPlayers).where(eq(pvpHandPlayers.handId, handId));
    expect(players.reduce((sum, player) => sum + player.bet - player.won, 0n)).toBe(BigInt(toMinor(result.rake)));
  });

  it('passes the bank clockwise, and shows for players whose time runs out', async () => {
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started');
    expect(started.buttonSeat).toBe(3);
    clients[0]!.send({ type: 'show', tableId, handId: `${tableId}-999999`, requestId: requestId('s') });
    expect((await clients[0]!.waitFor('error')).code).toBe('pvp.hand.stale');
    const view = await clients[0]!.snapshot(tableId);
    t.clock.advance(view.turnSeconds * 1000 + 1);
    await t.ctx.pvp.tick();
    const ofHand = (message: { handId: string }) => message.handId === started.handId;
    const timedOut = [await clients[0]!.waitFor('shown', ofHand), await clients[0]!.waitFor('shown', ofHand)];
    expect(timedOut.every((message) => message.timedOut)).toBe(true);
    const { result } = await clients[0]!.waitFor('hand.ended');
    expect(result.niuniu!.bankerSeat).toBe(3);
    const chips = result.players.reduce((sum, player) => sum + toMinor(player.chips), 0);
    const rakes = result.niuniu!.seats.reduce((sum, seat) => sum + toMinor(seat.rake), 0);
    expect(toMinor(result.rake)).toBe(rakes);
    expect((await clients[0]!.snapshot(tableId)).lastHands).toHaveLength(2);
    expect(chips).toBeGreaterThan(0);
    await expectTableAccountsMatchSeats(t);
  });

  it('stands a leaving player up once the hand it is in has settled', async () => {
    await dealNextHand(t);
    await clients[1]!.waitFor('hand.started');
    const leave = requestId('leave');
    clients[1]!.send({ type: 'leave', tableId, requestId: leave });
    const handId = (await clients[0]!.snapshot(tableId)).hand!.handId;
    expect((await clients[0]!.waitFor('shown', (message) => message.handId === handId)).seatNo).toBe(3);
    clients[0]!.send({ type: 'show', tableId, handId, requestId: requestId('show') });
    const { result } = await clients[1]!.waitFor('hand.ended');
    expect((await clients[1]!.answerTo(leave)).type).toBe('ok');
    const left = toMinor(result.players.find((player) => player.seatNo === 3)!.chips);
    expect((await clients[0]!.snapshot(tableId)).seats[3]!.state).toBe('EMPTY');
    expect(left).toBeGreaterThanOrEqual(0);
    await expectTableAccountsMatchSeats(t);
  });

  it('plays a practice hand between a trial account and two labelled computer players', async () => {
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.71.0.2' })).json().value.token as string;
    const practice = (await roomsFor(t, trial)).find((room) => room.game === 'NIUNIU')!;
    expect(practice.practice).toBe(true);
    const client = await authedClient(t, trial);
    client.send({ type: 'sit', tableId: practice.roomId, seatNo: 0, buyIn: '50.00', requestId: requestId('t') });
    await client.waitFor('ok');
    await t.ctx.pvp.tick();
    expect((await client.snapshot(practice.roomId)).seats.filter((seat) => seat.isBot)).toHaveLength(2);
    await dealNextHand(t);
    const started = await client.waitFor('hand.started');
    expect(started.seats).toHaveLength(3);
    // The bots show after "looking" for a moment; the member shows last and the hand settles.
    t.clock.advance(2500);
    await t.ctx.pvp.tick();
    expect([await client.waitFor('shown'), await client.waitFor('shown')].every((m) => m.seatNo !== 0)).toBe(true);
    const view = await client.snapshot(practice.roomId);
    client.send({ type: 'show', tableId: practice.roomId, handId: view.hand!.handId, requestId: requestId('s') });
    const { result } = await client.waitFor('hand.ended');
    expect(result.players.filter((player) => player.isBot)).toHaveLength(2);
    const chips = result.players.reduce((sum, player) => sum + toMinor(player.chips), 0);
    expect(chips + toMinor(result.rake)).toBe(5000 + 2 * 10_000);
    await expectTableAccountsMatchSeats(t);
  });
});

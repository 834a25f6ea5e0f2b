import { like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/games.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  authedClient,
  dealNextHand,
  expectTableAccountsMatchSeats,
  rakeAccountBalance,
  requestId,
  roomsFor,
  toMinor,
  type TableClient,
} from './pvp-kit.ts';

/**
 * Plays the running game to its end over the sockets: the player to act leads its lowest card, or passes when a
 * round is on (the same plain moves as the timeout's); bots move when the clock passes their thinking time.
 */
async function playOut(t: TestApp, tableId: number, clients: TableClient[]) {
  for (let moves = 0; moves < 200; moves += 1) {
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    const hand = views[0]!.hand;
    if (!hand) break;
    const part = hand.part;
    if (part.game !== 'TIENLEN') throw new Error('not a Tiến Lên game');
    const index = views.findIndex((view) => view.viewerSeat === hand.toActSeat);
    if (index < 0) {
      t.clock.advance(2500);
      await t.ctx.pvp.tick();
      continue;
    }
    const client = clients[index]!;
    const own = views[index]!.seats[hand.toActSeat!]!.cards!;
    const move = part.table
      ? { type: 'pass' as const, tableId, handId: hand.handId, requestId: requestId('pass') }
      : { type: 'play' as const, tableId, handId: hand.handId, cards: [own[0]!], requestId: requestId('play') };
    client.send(move);
    expect((await client.answerTo(move.requestId)).type).toBe('ok');
  }
  return clients[0]!.waitFor('hand.ended');
}

describe.each(TEST_DATABASES)('a Tiến Lên game between two members on %s', (kind) => {
  let t: TestApp;
  let clients: TableClient[];
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const tokens = [await t.login('demo', 'demo1234'), await t.login('player01', 'player1234')];
    clients = [await authedClient(t, tokens[0]!), await authedClient(t, tokens[1]!)];
    const room = (await roomsFor(t)).find((entry) => entry.game === 'TIENLEN' && entry.stakeLevel === 'T1')!;
    expect(room).toMatchObject({ ante: '0.10', seatsTotal: 4, practice: false });
    tableId = room.roomId;
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'sit', tableId, seatNo: index * 2, buyIn: '10.00', requestId: requestId('sit') });
      await client.waitFor('ok');
    }
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('deals thirteen cards each, hidden from the other, refuses bad moves, and settles the debts with the rake', async () => {
    const rakeBefore = await rakeAccountBalance(t);
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started');
    expect(started.seats).toEqual([0, 2]);
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    for (const [index, view] of views.entries()) {
      expect(view.seats[index * 2]!.cards).toHaveLength(13);
      expect(view.seats[2 - index * 2]!).toMatchObject({ cards: null, cardCount: 13 });
    }
    const hand = views[0]!.hand!;
    if (hand.part.game !== 'TIENLEN' || hand.toActSeat === null) throw new Error('no Tiến Lên turn');
    expect(hand.toActSeat).toBe(started.buttonSeat);
    const actor = hand.toActSeat / 2;
    const other = 1 - actor;
    const base = { tableId, handId: hand.handId };
    clients[other]!.send({ type: 'pass', ...base, requestId: requestId('p') });
    expect((await clients[other]!.waitFor('error')).code).toBe('pvp.not.your.turn');
    // The engine's refusals come with their own codes, which the pages translate.
    clients[actor]!.send({ type: 'pass', ...base, requestId: requestId('p') });
    expect((await clients[actor]!.waitFor('error')).code).toBe('pvp.tienlen.must.lead');
    const theirs = views[other]!.seats[other * 2]!.cards![0]!;
    clients[actor]!.send({ type: 'play', ...base, cards: [theirs], requestId: requestId('p') });
    expect((await clients[actor]!.waitFor('error')).code).toBe('pvp.tienlen.card.not.held');
    clients[actor]!.send({ type: 'action', ...base, action: 'CHECK', requestId: requestId('a') });
    expect((await clients[actor]!.waitFor('error')).code).toBe('pvp.action.illegal');

    const { result } = await playOut(t, tableId, clients);
    const tienlen = result.tienlen!;
    expect(tienlen.unitStake).toBe('0.10');
    const loser = tienlen.seats.find((seat) => seat.seatNo !== tienlen.winnerSeat)!;
    const winner = tienlen.seats.find((seat) => seat.seatNo === tienlen.winnerSeat)!;
    const owed = tienlen.debts.reduce((sum, debt) => sum + debt.units, 0) * 10;
    expect(toMinor(loser.paid)).toBe(Math.min(owed, 1000));
    expect(toMinor(winner.received)).toBe(toMinor(loser.paid));
    expect(toMinor(winner.rake)).toBe(Math.min(Math.floor(toMinor(winner.received) * 0.05), 50));
    expect(result.rake).toBe(winner.rake);
    expect(loser.cardsLeft.length).toBeGreaterThan(0);
    expect(result.shown.find((entry) => entry.seatNo === loser.seatNo)!.cards).toEqual(loser.cardsLeft);
    const chips = result.players.reduce((sum, player) => sum + toMinor(player.chips), 0);
    expect(chips + toMinor(result.rake)).toBe(2000);
    expect(await rakeAccountBalance(t)).toBe(rakeBefore + toMinor(result.rake));
    const detail = (await t.call('pvpHandDetail', { query: { handId: result.handId } })).json().value;
    expect(detail.verified).toBe(true);
    const rounds = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.roundRef, `${result.handId}:%`));
    expect(rounds).toHaveLength(2);
    expect(rounds.reduce((sum, round) => sum + round.bet - round.win, 0n)).toBe(BigInt(toMinor(result.rake)));
    await expectTableAccountsMatchSeats(t);
  });

  it('plays the lowest card for a leader whose time runs out, and the winner leads the next game', async () => {
    const previous = (await clients[0]!.snapshot(tableId)).lastHands[0]!.tienlen!.winnerSeat;
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started', (message) => message.handId.endsWith('2'));
    expect(started.buttonSeat).toBe(previous);
    const view = await clients[0]!.snapshot(tableId);
    if (!view.hand) return; // A dealt instant win ends the game at once.
    t.clock.advance(view.turnSeconds * 1000 + view.seats[view.hand.toActSeat!]!.timeBankSeconds * 1000 + 1000);
    await t.ctx.pvp.tick();
    const played = await clients[0]!.waitFor('played', (message) => message.handId === view.hand!.handId);
    expect(played).toMatchObject({ move: 'PLAY', timedOut: true, seatNo: previous, cardCount: 12 });
    await playOut(t, tableId, clients);
    await expectTableAccountsMatchSeats(t);
  });

  it('plays a practice game between a trial account and two labelled computer players', async () => {
    const trial = (await t.call('sessionFreePlay', { body: {}, ip: '10.71.0.3' })).json().value.token as string;
    const practice = (await roomsFor(t, trial)).find((room) => room.game === 'TIENLEN')!;
    const client = await authedClient(t, trial);
    client.send({ type: 'sit', tableId: practice.roomId, seatNo: 0, buyIn: '10.00', requestId: requestId('t') });
    await client.waitFor('ok');
    await t.ctx.pvp.tick();
    expect((await client.snapshot(practice.roomId)).seats.filter((seat) => seat.isBot)).toHaveLength(2);
    await dealNextHand(t);
    expect((await client.waitFor('hand.started')).seats).toHaveLength(3);
    const { result } = await playOut(t, practice.roomId, [client]);
    expect(result.players.filter((player) => player.isBot)).toHaveLength(2);
    const chips = result.players.reduce((sum, player) => sum + toMinor(player.chips), 0);
    expect(chips + toMinor(result.rake)).toBe(1000 + 2 * 1000);
    await expectTableAccountsMatchSeats(t);
  });
});

import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/games.ts';
import { pvpHandPlayers } from '../../src/db/schema/pvp.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  authedClient,
  checkDown,
  dealNextHand,
  expectTableAccountsMatchSeats,
  membersAtTable,
  rakeAccountBalance,
  requestId,
  toMinor,
  walletOf,
  type TableClient,
} from './pvp-kit.ts';

describe.each(TEST_DATABASES)("a Hold'em hand between two members on %s", (kind) => {
  let t: TestApp;
  let tokens: string[];
  let clients: TableClient[];
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    ({ tokens, clients, tableId } = await membersAtTable(t, {
      usernames: ['demo', 'player01'],
      pick: (room) => room.stakeLevel === 'NL100',
      sit: { buyIn: '50.00', seatSpacing: 3 },
    }));
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('deals with a published commitment, shows each member only its own cards, and settles pot, rake and balances', async () => {
    const wallets = await Promise.all(tokens.map((token) => walletOf(t, token)));
    const rakeBefore = await rakeAccountBalance(t);
    await dealNextHand(t);
    const started = await clients[0]!.waitFor('hand.started');
    expect(started.commitment).toMatch(/^[0-9a-f]{64}$/);
    expect(started.seats).toEqual([0, 3]);
    const dealtToDemo = clients[0]!.received.filter((message) => message.type === 'dealt');
    expect(dealtToDemo.find((message) => message.seatNo === 0)!.cards).toHaveLength(2);
    expect(dealtToDemo.find((message) => message.seatNo === 3)!.cards).toBeNull();

    // The blinds' `acted` tells the player to act its choices (and nobody else), so no snapshot is needed.
    const blinds = clients.map(
      (client) =>
        client.received.filter((message) => message.type === 'acted').at(-1) as Extract<
          (typeof client.received)[number],
          { type: 'acted' }
        >,
    );
    const turn = blinds[0]!.toActSeat;
    const [mine, theirs] = turn === 0 ? blinds : [blinds[1], blinds[0]];
    expect(mine!.legalActions).toMatchObject({ canFold: true, canCheck: false, callAmount: '0.50' });
    expect(theirs!.legalActions).toBeNull();

    const ended = await checkDown(tableId, clients);
    const { result } = ended;
    expect(result.status).toBe('ENDED');
    expect(result.board).toHaveLength(5);
    expect(result.wentToShowdown).toBe(true);
    expect(result.shown.map((hand) => hand.seatNo).sort()).toEqual([0, 3]);
    // Both put in the big blind (1.00): a 2.00 pot, 5% rake = 0.10 (under the 3.00 cap).
    expect(result.pots.reduce((sum, pot) => sum + toMinor(pot.amount), 0)).toBe(200);
    expect(result.rake).toBe('0.10');
    const nets = result.players.map((player) => toMinor(player.net));
    expect(nets.reduce((sum, net) => sum + net, 0)).toBe(-10);
    expect(result.players.map((player) => toMinor(player.chips))).toEqual(nets.map((net) => 5000 + net));
    expect(await rakeAccountBalance(t)).toBe(rakeBefore + 10);
    expect(result.reveal!.deck).toHaveLength(104);
    expect(result.reveal!.commitment).toBe(started.commitment);

    const detail = (await t.call('pvpHandDetail', { query: { handId: result.handId } })).json().value;
    expect(detail.verified).toBe(true);
    expect(detail.result.rake).toBe('0.10');

    // Wallets do not move during play: the chips are on the table until the players leave.
    expect(await Promise.all(tokens.map((token) => walletOf(t, token)))).toEqual(wallets);
    await expectTableAccountsMatchSeats(t);

    const db = t.ctx.database.db;
    const rounds = await db
      .select()
      .from(gameRounds)
      .where(like(gameRounds.roundRef, `${result.handId}:%`));
    expect(rounds).toHaveLength(2);
    expect(rounds.every((round) => round.vendorCode === 'HOUSE_PVP' && round.status === 'SETTLED')).toBe(true);
    expect(rounds.reduce((sum, round) => sum + round.bet - round.win, 0n)).toBe(10n);
    expect(rounds.reduce((sum, round) => sum + round.validBet, 0n)).toBe(10n);
    const players = await db.select().from(pvpHandPlayers).where(eq(pvpHandPlayers.handId, result.handId));
    expect(players.reduce((sum, player) => sum + player.bet - player.won, 0n)).toBe(10n);
  });

  it('refuses a stale hand id, an action out of turn and a raise below the minimum', async () => {
    await dealNextHand(t);
    await clients[0]!.waitFor('hand.started');
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    const hand = views[0]!.hand!;
    const actor = views.findIndex((view) => view.viewerSeat === hand.toActSeat);
    const other = 1 - actor;
    const action = { type: 'action' as const, tableId, handId: hand.handId, requestId: requestId('act') };
    clients[other]!.send({ ...action, action: 'CHECK' });
    expect((await clients[other]!.waitFor('error')).code).toBe('pvp.not.your.turn');
    clients[actor]!.send({ ...action, handId: `${tableId}-999999`, action: 'CALL' });
    expect((await clients[actor]!.waitFor('error')).code).toBe('pvp.hand.stale');
    clients[actor]!.send({ ...action, action: 'RAISE', amount: '1.50' });
    const refused = await clients[actor]!.waitFor('error');
    expect(refused).toMatchObject({ code: 'pvp.action.illegal', requestId: action.requestId, tableId });
    clients[actor]!.send({ ...action, action: 'RAISE' });
    expect((await clients[actor]!.waitFor('error')).code).toBe('pvp.message.invalid');
    await checkDown(tableId, clients);
  });

  it('folds a player whose time runs out, with no rake before the flop, and sits it out after two', async () => {
    const runOut = async () => {
      const view = await clients[0]!.snapshot(tableId);
      const seat = view.hand!.toActSeat!;
      t.clock.advance(view.turnSeconds * 1000 + view.seats[seat]!.timeBankSeconds * 1000 + 1000);
      await t.ctx.pvp.tick();
      return clients[0]!.waitFor('acted', (message) => message.timedOut && message.seatNo === seat);
    };
    await dealNextHand(t);
    await clients[0]!.waitFor('hand.started');
    const first = await runOut();
    expect(first.action).toBe('FOLD');
    const ended = await clients[0]!.waitFor('hand.ended');
    expect(ended.result).toMatchObject({ rake: '0.00', wentToShowdown: false, shown: [] });
    expect((await clients[0]!.snapshot(tableId)).seats[first.seatNo]!.state).toBe('SITTING');

    // Next hand the button has moved: the other player calls, and the same player times out again (a free check).
    await dealNextHand(t);
    await clients[0]!.waitFor('hand.started');
    const view = await clients[0]!.snapshot(tableId);
    const caller = clients[view.hand!.toActSeat === 0 ? 0 : 1]!;
    caller.send({ type: 'action', tableId, handId: view.hand!.handId, action: 'CALL', requestId: requestId('call') });
    await caller.waitFor('ok');
    const second = await runOut();
    expect(second).toMatchObject({ seatNo: first.seatNo, action: 'CHECK' });
    await checkDown(tableId, clients);
    expect((await clients[0]!.snapshot(tableId)).seats[first.seatNo]!.state).toBe('SITTING_OUT');
    await expectTableAccountsMatchSeats(t);
  });

  it('restores the table and the hand on reconnect, with the member own cards only', async () => {
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    const sitting = views.map((view) => view.seats[view.viewerSeat!]!.state);
    for (const [index, state] of sitting.entries()) {
      if (state === 'SITTING_OUT') {
        clients[index]!.received.length = 0;
        clients[index]!.send({ type: 'sitIn', tableId });
        await clients[index]!.waitFor('seat', (message) => message.seat.state === 'SITTING');
      }
    }
    await dealNextHand(t);
    await clients[0]!.waitFor('hand.started');
    clients[1]!.close();
    const away = await clients[0]!.waitFor('seat', (message) => message.seat.state === 'AWAY');
    expect(away.seat.seatNo).toBe(3);
    clients[1] = await authedClient(t, tokens[1]!);
    const view = await clients[1]!.snapshot(tableId);
    expect(view.hand).not.toBeNull();
    expect(view.viewerSeat).toBe(3);
    expect(view.seats[3]!.cards).toHaveLength(2);
    expect(view.seats[3]!.state).toBe('PLAYING');
    expect(view.seats[0]!.cards).toBeNull();
    expect(view.seats[0]!.cardCount).toBe(2);
    await checkDown(tableId, clients);
  });

  it('leaves with the chips after the hand, and the roll-ups count the rake as the house win', async () => {
    const before = await Promise.all(tokens.map((token) => walletOf(t, token)));
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'leave', tableId, requestId: requestId('leave') });
      await client.waitFor('ok');
      const chips = toMinor(views[index]!.seats[views[index]!.viewerSeat!]!.chips);
      expect(await walletOf(t, tokens[index]!)).toBe(before[index]! + chips);
    }
    await expectTableAccountsMatchSeats(t);
    const db = t.ctx.database.db;
    const rounds = await db
      .select()
      .from(gameRounds)
      .where(and(eq(gameRounds.vendorCode, 'HOUSE_PVP'), eq(gameRounds.status, 'SETTLED')));
    const rake = await rakeAccountBalance(t);
    expect(rounds.reduce((sum, round) => sum + Number(round.bet - round.win), 0)).toBe(rake);
  });
});

import { randomInt } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, TEST_DATABASES, type TestApp } from '../test-app.ts';
import {
  dealNextHand,
  expectTableAccountsMatchSeats,
  holdemLegal,
  membersAtTable,
  rakeAccountBalance,
  requestId,
  toMinor,
  walletOf,
  type TableClient,
} from './pvp-kit.ts';

const money = (minor: number) => (minor / 100).toFixed(2);

/**
 * Three members play hands with random legal moves (raises of any size, all-ins, folds) through the socket handler:
 * side pots, uncalled bets, rake on some hands and not others. After every hand, money is conserved — wallets,
 * chips on the table and the rake account add up to what they did before — and the table account matches the seats.
 */
describe.each(TEST_DATABASES)('random Hold’em hands between three members on %s', (kind) => {
  let t: TestApp;
  let tokens: string[];
  let clients: TableClient[];
  let tableId: number;

  beforeAll(async () => {
    t = await createTestApp(kind);
    const usernames = ['demo', 'player01', 'player02'];
    // Twelve hands of random all-ins can bust a player every hand: enough in each wallet for a top-up each time.
    const admin = await t.opsLogin('admin', 'admin1234');
    for (const username of usernames) {
      const body = { requestId: `pvp-rnd-${username}`, username, direction: 'CREDIT', amount: '300', reason: 'test' };
      expect((await t.call('opsAdjustment', { token: admin, body })).statusCode).toBe(200);
    }
    ({ tokens, clients, tableId } = await membersAtTable(t, {
      usernames,
      pick: (room) => room.stakeLevel === 'NL100',
    }));
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  async function moneyInPlay(): Promise<number> {
    const wallets = await Promise.all(tokens.map((token) => walletOf(t, token)));
    const view = await clients[0]!.snapshot(tableId);
    const chips = view.seats.reduce((sum, seat) => sum + toMinor(seat.chips), 0);
    return wallets.reduce((sum, wallet) => sum + wallet, 0) + chips + (await rakeAccountBalance(t));
  }

  async function randomMove(): Promise<boolean> {
    const views = await Promise.all(clients.map((client) => client.snapshot(tableId)));
    const hand = views[0]!.hand;
    if (!hand) return false;
    const index = views.findIndex((view) => view.viewerSeat === hand.toActSeat);
    const legal = holdemLegal(views[index]!)!;
    const options: { action: string; amount?: string }[] = [];
    if (legal.canFold) options.push({ action: 'FOLD' });
    if (legal.canCheck) options.push({ action: 'CHECK' }, { action: 'CHECK' });
    if (legal.callAmount !== null) options.push({ action: 'CALL' }, { action: 'CALL' }, { action: 'CALL' });
    if (legal.raise) {
      const [minTo, maxTo] = [toMinor(legal.raise.minTo), toMinor(legal.raise.maxTo)];
      options.push({ action: legal.raise.kind, amount: money(minTo + randomInt(maxTo - minTo + 1)) });
      options.push({ action: 'ALL_IN' });
    }
    const choice = options[randomInt(options.length)]!;
    const client = clients[index]!;
    const id = requestId('rnd');
    client.send({ type: 'action', tableId, handId: hand.handId, requestId: id, ...choice } as never);
    const answer = await client.answerTo(id);
    expect(answer.type, JSON.stringify({ choice, answer })).toBe('ok');
    return true;
  }

  it('conserves money over many hands with side pots, all-ins and folds', async () => {
    for (const [index, client] of clients.entries()) {
      client.send({ type: 'sit', tableId, seatNo: index * 2, buyIn: '40.00', requestId: requestId('sit') });
      await client.waitFor('ok');
    }
    const total = await moneyInPlay();
    let raked = 0;
    for (let hand = 0; hand < 12; hand += 1) {
      for (const [index, client] of clients.entries()) {
        const view = await client.snapshot(tableId);
        const seat = view.seats[view.viewerSeat!]!;
        if (toMinor(seat.chips) < 2000) {
          const id = requestId(`top${index}`);
          client.send({ type: 'topUp', tableId, amount: '20.00', requestId: id });
          const answer = await client.answerTo(id);
          expect(answer.type, JSON.stringify(answer)).toBe('ok');
        }
        if (seat.state === 'SITTING_OUT' || toMinor(seat.chips) < 2000) client.send({ type: 'sitIn', tableId });
      }
      await dealNextHand(t);
      await clients[0]!.waitFor('hand.started');
      for (let moves = 0; moves < 60 && (await randomMove()); moves += 1);
      const ended = await clients[0]!.waitFor('hand.ended');
      const { result } = ended;
      const nets = result.players.reduce((sum, player) => sum + toMinor(player.net), 0);
      expect(nets + toMinor(result.rake)).toBe(0);
      const potTotal = result.pots.reduce((sum, pot) => sum + toMinor(pot.amount), 0);
      const won = result.pots.reduce(
        (sum, pot) => sum + pot.winners.reduce((inner, winner) => inner + toMinor(winner.amount), 0),
        0,
      );
      expect(won + toMinor(result.rake)).toBe(potTotal);
      raked += toMinor(result.rake);
      expect(await moneyInPlay()).toBe(total);
      await expectTableAccountsMatchSeats(t);
    }
    expect(raked).toBeGreaterThanOrEqual(0);
  });
});

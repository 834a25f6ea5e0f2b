import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { gameRounds } from '../../src/db/schema/games.ts';
import { sportEvents } from '../../src/db/schema/sportsbook.ts';
import { hashServerSeed } from '../../src/lib/fair-rng.ts';
import { parlayPayout } from '../../src/modules/sportsbook/engine/bet-payout.ts';
import type { EventResult } from '../../src/modules/sportsbook/engine/event-state.ts';
import { settleSelection } from '../../src/modules/sportsbook/engine/settle-selection.ts';
import { expectLedgerSound } from '../ledger-helpers.ts';
import { createTestApp, randomName, TEST_DATABASES, type TestApp } from '../test-app.ts';
import { leg, openEvents, pass, place, playOut, type BoardEvent } from './sportsbook-kit.ts';

const toMinor = (money: string) => Math.round(Number(money) * 100);

describe.each(TEST_DATABASES)('sportsbook on %s', (kind) => {
  let t: TestApp;
  let token: string;
  let admin: string;
  let football: BoardEvent[];
  const balance = async () => (await t.call('walletBalance', { token })).json().value.sumBalance as string;
  const resultOf = async (eventId: string) => {
    const [row] = await t.ctx.database.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    return row.result as EventResult;
  };

  beforeAll(async () => {
    t = await createTestApp(kind);
    token = await t.login('demo', 'demo1234');
    admin = await t.opsLogin('admin', 'admin1234');
    const settings = await t.call('opsSportsSettingsUpdate', { token: admin, body: { betDelaySeconds: 0 } });
    expect(settings.statusCode).toBe(200);
    await pass(t);
    football = await openEvents(t, 'FOOTBALL');
  });
  afterAll(async () => {
    await expectLedgerSound(t.ctx.database.db);
    await t.close();
  });

  it('schedules events with published seed hashes, prices them, and keeps the seed secret', async () => {
    const menu = (await t.call('sportsbookMenu', { query: { category: 'SPORTS' } })).json().value;
    expect(menu.sports.map((sport: { sport: string }) => sport.sport)).toEqual(['FOOTBALL', 'BASKETBALL']);
    expect(menu.sports[0].upcoming).toBeGreaterThan(0);
    expect(football.length).toBeGreaterThanOrEqual(3);
    for (const event of football) {
      expect(event.seed).toBeNull();
      expect(event.seedHash).toMatch(/^[0-9a-f]{64}$/);
      expect(event.mainMarkets.map((market) => market.type)).toEqual(['FT_1X2', 'FT_AH', 'FT_OU']);
    }
    const detail = (await t.call('sportsbookEvent', { query: { eventId: football[0].eventId } })).json().value;
    expect(detail.timeline).toEqual([]);
    expect(detail.markets.length).toBeGreaterThanOrEqual(15);
    expect((await t.call('sportsbookVerifyEvent', { query: { eventId: football[0].eventId } })).statusCode).toBe(409);
  });

  it('places a single through the wallet, idempotent on requestId, and refuses bad slips', async () => {
    const before = toMinor(await balance());
    const requestId = randomName('sbsingle0');
    const single = { kind: 'SINGLE' as const, stake: '10.00', legs: [leg(football[0], 'FT_1X2', 'HOME')], requestId };
    const first = await place(t, token, single);
    expect(first.statusCode).toBe(200);
    const bet = first.json().value.bet;
    expect(bet).toMatchObject({ kind: 'SINGLE', status: 'OPEN', stake: '10.00', oddsMilli: single.legs[0].oddsMilli });
    expect(toMinor(await balance())).toBe(before - 1000);
    const again = await place(t, token, single);
    expect(again.json().value.bet.betId).toBe(bet.betId);
    expect(toMinor(await balance())).toBe(before - 1000);

    const moved = { ...single.legs[0], oddsMilli: single.legs[0].oddsMilli + 7 };
    const asked = await place(t, token, { kind: 'SINGLE', stake: '10.00', legs: [moved] });
    expect(asked.statusCode).toBe(409);
    expect(asked.json().code).toBe('sports.odds.changed');
    expect(asked.json().value.legs[0].oddsMilli).toBe(single.legs[0].oddsMilli);
    const higher = await place(t, token, {
      kind: 'SINGLE',
      stake: '10.00',
      legs: [moved],
      oddsChange: 'ACCEPT_HIGHER',
    });
    expect(higher.json().code).toBe('sports.odds.changed');
    const any = await place(t, token, { kind: 'SINGLE', stake: '1.00', legs: [moved], oddsChange: 'ACCEPT_ANY' });
    expect(any.json().value.bet.oddsMilli).toBe(single.legs[0].oddsMilli);

    const small = await place(t, token, { kind: 'SINGLE', stake: '0.50', legs: [single.legs[0]] });
    expect(small.json().code).toBe('sports.bet.stake.limit');
    const correlated = await place(t, token, {
      kind: 'PARLAY',
      stake: '5.00',
      legs: [leg(football[0], 'FT_1X2', 'HOME'), leg(football[0], 'FT_OU', 'OVER')],
    });
    expect(correlated.json().code).toBe('sports.parlay.correlated');
    const unknown = await place(t, token, {
      kind: 'SINGLE',
      stake: '5.00',
      legs: [{ ...single.legs[0], marketKey: 'FT_AH:-9.75' }],
    });
    expect(unknown.json().code).toBe('sports.market.unavailable');
    // A parlay quoted with a leg not priced now (a market suspended between two polls) says which leg, not a 500.
    const quoted = await t.call('sportsbookQuote', {
      token,
      body: {
        kind: 'PARLAY',
        stake: '5.00',
        legs: [leg(football[0], 'FT_1X2', 'HOME'), { ...leg(football[1], 'FT_1X2', 'HOME'), marketKey: 'FT_AH:-9.75' }],
      },
    });
    expect(quoted.statusCode).toBe(200);
    expect(quoted.json().value).toMatchObject({ oddsMilli: null, potentialPayout: null });
    expect(quoted.json().value.legs.map((entry: { available: boolean }) => entry.available)).toEqual([true, false]);
    expect(toMinor(await balance())).toBe(before - 1100);
  });

  it('places a 3-leg parlay, cashes out a single, and settles every bet exactly once by the engine rules', async () => {
    const parlayLegs = [
      leg(football[0], 'FT_OU', 'UNDER'),
      leg(football[1], 'FT_AH', 'AWAY'),
      leg(football[2], 'FT_1X2', 'DRAW'),
    ];
    const parlay = (await place(t, token, { kind: 'PARLAY', stake: '5.00', legs: parlayLegs })).json().value.bet;
    expect(parlay.legs).toHaveLength(3);
    const combined = parlayLegs.reduce((odds, l) => (odds * BigInt(l.oddsMilli)) / 1000n, 1000n);
    expect(parlay.oddsMilli).toBeLessThanOrEqual(Number(combined) + 1);

    const toCash = (
      await place(t, token, { kind: 'SINGLE', stake: '20.00', legs: [leg(football[1], 'FT_1X2', 'HOME')] })
    ).json().value.bet;
    const quote = (await t.call('sportsbookCashOutQuote', { token, query: { betId: String(toCash.betId) } })).json()
      .value;
    expect(quote.reason).toBeNull();
    expect(toMinor(quote.value)).toBeLessThan(2000);
    expect(toMinor(quote.value)).toBeGreaterThan(1500);
    const greedy = await t.call('sportsbookCashOut', { token, body: { betId: toCash.betId, value: '19.99' } });
    expect(greedy.json().code).toBe('sports.cashout.changed');
    const before = toMinor(await balance());
    const cashed = (
      await t.call('sportsbookCashOut', { token, body: { betId: toCash.betId, value: quote.value } })
    ).json().value;
    expect(cashed.bet.status).toBe('CASHED_OUT');
    expect(toMinor(await balance())).toBe(before + toMinor(cashed.paid));
    const twice = await t.call('sportsbookCashOut', { token, body: { betId: toCash.betId, value: quote.value } });
    expect(twice.json().code).toBe('sports.cashout.unavailable');

    for (const event of football.slice(0, 3)) await playOut(t, event.eventId);
    const bets = (await t.call('sportsbookMyBets', { token, query: { state: 'all', pageSize: '50' } })).json().value
      .list;
    for (const bet of bets) {
      expect(bet.status).not.toBe('OPEN');
      if (bet.status === 'CASHED_OUT') continue;
      const legs = [];
      for (const l of bet.legs) {
        const outcome = settleSelection({
          marketKey: l.marketKey,
          selectionKey: l.selectionKey,
          result: await resultOf(l.eventId),
        });
        expect(l.outcome).toBe(outcome);
        legs.push({ odds: l.oddsMilli, outcome });
      }
      const expected = parlayPayout(BigInt(toMinor(bet.stake)), legs, 10_000_000n);
      expect(toMinor(bet.payout)).toBe(Number(expected));
    }
    const rounds = await t.ctx.database.db
      .select()
      .from(gameRounds)
      .where(and(like(gameRounds.roundRef, 'SB%')));
    expect(rounds.length).toBeGreaterThanOrEqual(bets.length);
    const again = await pass(t);
    expect(again.settledLegs).toBe(0);
  });

  it('reveals the seed after the end and verifies the result', async () => {
    const verify = (await t.call('sportsbookVerifyEvent', { query: { eventId: football[0].eventId } })).json().value;
    expect(verify).toMatchObject({ isSeedHashMatch: true, isResultMatch: true, isTimelineMatch: true });
    expect(hashServerSeed(verify.event.seed)).toBe(football[0].seedHash);
    const results = (await t.call('sportsbookResults', { query: { sport: 'FOOTBALL' } })).json().value;
    expect(results.list.some((event: { eventId: string }) => event.eventId === football[0].eventId)).toBe(true);
  });

  it('never serves the timeline ahead of the clock while an event is live', async () => {
    const events = await openEvents(t, 'FOOTBALL');
    const event = events[0];
    t.clock.advance(new Date(event.startsAt).getTime() - t.clock.now.getTime() + 50_000);
    await pass(t);
    const live = (await t.call('sportsbookEvent', { query: { eventId: event.eventId } })).json().value;
    expect(live.event.status).toBe('LIVE');
    expect(live.event.seed).toBeNull();
    expect(live.event.elapsedMs).toBe(50_000);
    expect(live.timeline.length).toBeGreaterThan(0);
    for (const entry of live.timeline) expect(entry.atMs).toBeLessThanOrEqual(50_000);
    expect(live.event.state).toMatchObject({ sport: 'FOOTBALL', minute: 45 });
    // In play, the bet waits the bet delay and is priced again; half time changes nothing, so it is taken.
    await t.call('opsSportsSettingsUpdate', { token: admin, body: { betDelaySeconds: 1 } });
    const market = live.markets.find((m: { type: string }) => m.type === 'FT_1X2');
    const selection = {
      eventId: event.eventId,
      marketKey: market.key,
      selectionKey: 'AWAY',
      oddsMilli: market.selections[2].oddsMilli,
    };
    const started = Date.now();
    const inPlay = await place(t, token, { kind: 'SINGLE', stake: '2.00', legs: [selection] });
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(inPlay.json().value.bet.legs[0]).toMatchObject({ placedInPlay: true, outcome: 'OPEN' });
    await t.call('opsSportsSettingsUpdate', { token: admin, body: { betDelaySeconds: 0 } });
  });

  it('voids an event from the desk: its single is refunded, a parlay counts its leg at 1.00', async () => {
    const [event, other] = await openEvents(t, 'BASKETBALL');
    const parlayLegs = [leg(event, 'BK_OU', 'OVER'), leg(other, 'BK_ML', 'HOME')];
    const parlay = (await place(t, token, { kind: 'PARLAY', stake: '4.00', legs: parlayLegs })).json().value.bet;
    const before = toMinor(await balance());
    const bet = (await place(t, token, { kind: 'SINGLE', stake: '7.00', legs: [leg(event, 'BK_ML', 'HOME')] })).json()
      .value.bet;
    const suspended = await t.call('opsSportsMarketSuspend', {
      token: admin,
      body: { eventId: event.eventId, marketKey: 'BK_ML', suspended: true, reason: 'integrity check' },
    });
    expect(suspended.json().value.suspendedMarkets).toEqual(['BK_ML']);
    const refused = await place(t, token, { kind: 'SINGLE', stake: '7.00', legs: [leg(event, 'BK_ML', 'HOME')] });
    expect(refused.json().code).toBe('sports.market.suspended');
    const liability = (await t.call('opsSportsLiability', { token: admin, query: { eventId: event.eventId } })).json()
      .value;
    expect(liability.markets[0]).toMatchObject({ marketKey: 'BK_ML', suspended: true });
    const voided = await t.call('opsSportsEventVoid', {
      token: admin,
      body: { eventId: event.eventId, reason: 'feed lost' },
    });
    expect(voided.statusCode).toBe(200);
    expect(voided.json().value.event.status).toBe('VOID');
    const mine = (await t.call('sportsbookMyBets', { token, query: { state: 'settled', pageSize: '50' } })).json().value
      .list;
    expect(mine.find((row: { betId: number }) => row.betId === bet.betId)).toMatchObject({
      status: 'VOID',
      payout: '7.00',
    });
    expect(toMinor(await balance())).toBe(before);
    const log = (await t.call('opsSportsEvents', { token: admin, query: { status: 'VOID' } })).json().value;
    expect(log.list[0]).toMatchObject({ eventId: event.eventId, voidReason: 'feed lost', seed: null });

    const open = (await t.call('sportsbookMyBets', { token, query: { state: 'open', pageSize: '50' } })).json().value
      .list;
    const halfway = open.find((row: { betId: number }) => row.betId === parlay.betId);
    expect(halfway.legs.map((l: { outcome: string }) => l.outcome)).toEqual(['VOID', 'OPEN']);
    await playOut(t, other.eventId);
    const settled = (await t.call('sportsbookMyBets', { token, query: { state: 'settled', pageSize: '50' } })).json()
      .value.list;
    const done = settled.find((row: { betId: number }) => row.betId === parlay.betId);
    const outcome = settleSelection({
      marketKey: parlayLegs[1].marketKey,
      selectionKey: 'HOME',
      result: await resultOf(other.eventId),
    });
    expect(done.legs[1].outcome).toBe(outcome);
    const expected = parlayPayout(
      400n,
      [
        { odds: parlayLegs[0].oddsMilli, outcome: 'VOID' },
        { odds: parlayLegs[1].oddsMilli, outcome },
      ],
      10_000_000n,
    );
    expect(toMinor(done.payout)).toBe(Number(expected));
    expect(done.status).toBe(outcome === 'WIN' ? 'WON' : 'LOST');

    // Past its scheduled end the voided event's seed is served: anyone can check the void changed nothing.
    const [row] = await t.ctx.database.db.select().from(sportEvents).where(eq(sportEvents.id, event.eventId));
    t.clock.now = new Date(Math.max(t.clock.now.getTime(), row.endsAt.getTime() + 1000));
    const later = (await t.call('opsSportsEvents', { token: admin, query: { status: 'VOID' } })).json().value;
    const revealed = later.list.find((entry: { eventId: string }) => entry.eventId === event.eventId);
    expect(hashServerSeed(revealed.seed)).toBe(event.seedHash);
  });
});

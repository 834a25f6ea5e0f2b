import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sportEvents } from '../../src/db/schema/sportsbook.ts';
import type { PushHub } from '../../src/modules/push/push-hub.ts';
import { runSportsbookPass } from '../../src/modules/sportsbook/sportsbook-jobs.ts';
import { createSportsPushTracker } from '../../src/modules/sportsbook/sportsbook-push.ts';
import { createTestApp, type TestApp } from '../test-app.ts';
import { leg, openEvents, place, type BoardEvent } from './sportsbook-kit.ts';

type Published = Parameters<PushHub['publishSportEvent']>[0];

/**
 * The sportsbook's push publication (sportsbook-push.ts) driven by the job pass over a moved clock: what is published
 * when an event goes live, moves in play, ends and is settled, what the desk's hand publishes, and the limits (no
 * news on an instance's first pass, at most one state per second of play, keys that let instances share a change).
 */
describe('sportsbook push events', () => {
  let t: TestApp;
  let admin: string;
  let football: BoardEvent[];
  const published: Published[] = [];
  const state = { lastScheduledAt: 0, lastClock: 0, push: createSportsPushTracker() };
  const runPass = () => runSportsbookPass(t.ctx, state);
  const of = (eventId: string) => published.filter((item) => item.sportEvent.eventId === eventId);
  const rowOf = async (eventId: string) =>
    (await t.ctx.database.db.select().from(sportEvents).where(eq(sportEvents.id, eventId)))[0];

  beforeAll(async () => {
    t = await createTestApp('pglite');
    admin = await t.opsLogin('admin', 'admin1234');
    const publish = t.ctx.push.publishSportEvent.bind(t.ctx.push);
    t.ctx.push.publishSportEvent = (input) => {
      published.push(input);
      publish(input);
    };
    await runPass();
    football = await openEvents(t, 'FOOTBALL');
  });
  afterAll(async () => {
    await t.close();
  });

  it('publishes nothing of the clock on the first pass, where the instance only learns what it sees', () => {
    expect(football.length).toBeGreaterThan(0);
    expect(published).toEqual([]);
  });

  it('publishes an event going live, then its state at most once per second of play, keyed for other instances', async () => {
    const event = football[0];
    t.clock.advance(Date.parse(event.startsAt) - t.clock.now.getTime() + 200);
    await runPass();
    const [live] = of(event.eventId);
    expect(live).toMatchObject({ event: 'live', dedupeKey: `${event.eventId}:live` });
    expect(live.sportEvent).toMatchObject({ status: 'LIVE', eventId: event.eventId, suspendedMarkets: [] });
    expect(live.sportEvent.mainMarkets.map((market) => market.type)).toEqual(['FT_1X2', 'FT_AH', 'FT_OU']);

    // Passes every 300 ms of play for 12 s: each second of play is published at most once, and each changed minute.
    for (let step = 0; step < 40; step += 1) {
      t.clock.advance(300);
      await runPass();
    }
    const states = of(event.eventId).filter((item) => item.event === 'state');
    const seconds = states.map((item) => Math.floor(item.sportEvent.elapsedMs! / 1000));
    expect(new Set(seconds).size).toBe(seconds.length);
    expect(states.map((item) => item.dedupeKey)).toEqual(seconds.map((second) => `${event.eventId}:state:${second}`));
    // Football's minute is a second of play: the minutes 1 to 12 were all published (a goal's suspension changes
    // the state too, so there may be more).
    const minutes = new Set(states.map((item) => (item.sportEvent.state as { minute: number }).minute));
    for (let minute = 1; minute <= 12; minute += 1) expect(minutes.has(minute), `minute ${minute}`).toBe(true);

    const before = published.length;
    await runPass();
    expect(published.length, 'the same instant again is no news').toBe(before);
  });

  it('publishes the end with the result, and the settlement, once each', async () => {
    const event = football[0];
    const row = await rowOf(event.eventId);
    t.clock.advance(row.endsAt.getTime() - t.clock.now.getTime() + 500);
    await runPass();
    await runPass();
    const changes = of(event.eventId).filter((item) => item.event === 'ended' || item.event === 'settled');
    expect(changes.map((item) => item.event)).toEqual(['ended', 'settled']);
    expect(changes[0].sportEvent.status).toBe('ENDED');
    expect(changes[0].sportEvent.result).not.toBeNull();
    expect(changes[0].sportEvent.seed).not.toBeNull();
    expect(changes[1].sportEvent.status).toBe('SETTLED');
    expect(changes.map((item) => item.dedupeKey)).toEqual([`${event.eventId}:ended`, `${event.eventId}:settled`]);
  });

  it("publishes the desk's suspension, resumption and void of an event", async () => {
    const open = (await openEvents(t, 'FOOTBALL'))[0];
    const token = await t.login('demo', 'demo1234');
    const bet = await place(t, token, { kind: 'SINGLE', stake: '5.00', legs: [leg(open, 'FT_1X2', 'HOME')] });
    expect(bet.statusCode).toBe(200);
    const suspend = (suspended: boolean) =>
      t.call('opsSportsMarketSuspend', {
        token: admin,
        body: { eventId: open.eventId, marketKey: 'FT_1X2', suspended, reason: 'integrity check' },
      });
    expect((await suspend(true)).statusCode).toBe(200);
    expect((await suspend(false)).statusCode).toBe(200);
    const voided = await t.call('opsSportsEventVoid', {
      token: admin,
      body: { eventId: open.eventId, reason: 'feed lost' },
    });
    expect(voided.statusCode).toBe(200);
    const desk = of(open.eventId).filter((item) => ['suspended', 'resumed', 'voided'].includes(item.event));
    expect(desk.map((item) => [item.event, item.sportEvent.suspendedMarkets])).toEqual([
      ['suspended', ['FT_1X2']],
      ['resumed', []],
      ['voided', []],
    ]);
    const suspendedMarket = desk[0].sportEvent.mainMarkets.find((market) => market.type === 'FT_1X2');
    expect(suspendedMarket?.suspended).toBe(true);
    expect(desk[2].sportEvent.status).toBe('VOID');
    expect(desk[2].sportEvent.isBettable).toBe(false);
  });
});

import { eq } from 'drizzle-orm';
import { sportEvents } from '../../src/db/schema/sportsbook.ts';
import { runSportsbookPass } from '../../src/modules/sportsbook/sportsbook-jobs.ts';
import { randomName, type TestApp } from '../test-app.ts';

export type Market = {
  key: string;
  type: string;
  suspended: boolean;
  selections: { key: string; oddsMilli: number | null }[];
};
export type BoardEvent = {
  eventId: string;
  sport: string;
  status: string;
  startsAt: string;
  seed: string | null;
  seedHash: string;
  mainMarkets: Market[];
};

export const pass = (t: TestApp) => runSportsbookPass(t.ctx, { lastScheduledAt: 0, lastClock: 0 });

/** Open (pre-match) events of a sport, with their main markets priced. */
export async function openEvents(t: TestApp, sport: string): Promise<BoardEvent[]> {
  const events = (await t.call('sportsbookEvents', { query: { sport, state: 'upcoming', count: '100' } })).json().value
    .events as BoardEvent[];
  return events.filter((event) => event.status === 'OPEN');
}

export function leg(event: BoardEvent, marketType: string, selectionKey: string) {
  const market = event.mainMarkets.find((candidate) => candidate.type === marketType)!;
  const selection = market.selections.find((candidate) => candidate.key === selectionKey)!;
  return { eventId: event.eventId, marketKey: market.key, selectionKey, oddsMilli: selection.oddsMilli! };
}

export async function place(
  t: TestApp,
  token: string,
  body: {
    kind: 'SINGLE' | 'PARLAY';
    stake: string;
    legs: ReturnType<typeof leg>[];
    oddsChange?: string;
    requestId?: string;
  },
) {
  return t.call('sportsbookPlaceBet', {
    token,
    body: { requestId: body.requestId ?? randomName('sbreq0000'), oddsChange: 'ASK', ...body },
  });
}

/** Moves the clock past an event's real end and runs passes until it is settled. */
export async function playOut(t: TestApp, eventId: string): Promise<void> {
  const [row] = await t.ctx.database.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
  const gap = row.endsAt.getTime() - t.clock.now.getTime() + 1000;
  if (gap > 0) t.clock.advance(gap);
  for (let i = 0; i < 10; i += 1) {
    await pass(t);
    const [fresh] = await t.ctx.database.db.select().from(sportEvents).where(eq(sportEvents.id, eventId));
    if (fresh.settledAt) return;
  }
  throw new Error(`event ${eventId} did not settle`);
}

import { mockApi, type ApiCall, type ApiReply } from '../../../test/app-harness.tsx';

/** Test data and a small fake of the sportsbook desk's calls (and the public ones it reads), applying changes. */

const limits = (margin: number, maxStake = '5000.00') => ({
  margin,
  minStake: '1.00',
  maxStake,
  maxPayout: '50000.00',
  liabilityCap: '200000.00',
});

export function makeSettings() {
  return {
    sports: [
      {
        sport: 'FOOTBALL',
        defaults: limits(0.05),
        markets: [
          { marketType: 'FT_1X2', isOverride: false, ...limits(0.05) },
          { marketType: 'FT_AH', isOverride: true, ...limits(0.04, '2000.00') },
        ],
      },
      {
        sport: 'COCKFIGHT',
        defaults: limits(0.05),
        markets: [{ marketType: 'CF_WINNER', isOverride: false, ...limits(0.05) }],
      },
    ],
    cashOutMargin: 0.05,
    betDelaySeconds: 3,
    parlayMaxPayout: '100000.00',
  };
}

const minutesFromNow = (minutes: number) => new Date(Date.now() + minutes * 60_000).toISOString();

export function makeEvent(overrides: Record<string, unknown> = {}) {
  return {
    eventId: 'FB-1-s1-r3-m1',
    sport: 'FOOTBALL',
    category: 'SPORTS',
    competitionCode: 'FB-1',
    competitionName: 'Premier Virtual League',
    season: 1,
    round: 3,
    arena: null,
    participants: [
      { code: 'FB-ASH', name: 'Ashford United', shortName: 'ASH' },
      { code: 'FB-BRK', name: 'Brookside Rovers', shortName: 'BRK' },
    ],
    opensAt: minutesFromNow(-5),
    startsAt: minutesFromNow(-1),
    expectedEndsAt: minutesFromNow(1),
    endedAt: null,
    status: 'LIVE',
    seedHash: 'ab'.repeat(32),
    seed: null,
    elapsedMs: 60_000,
    state: { sport: 'FOOTBALL', minute: 40, home: 2, away: 1, halfTime: null },
    score: { home: 2, away: 1 },
    result: null,
    isBettable: true,
    bets: 3,
    players: 2,
    stake: '1500.00',
    payout: '0.00',
    voidReason: null,
    suspendedMarkets: ['FT_CS'],
    ...overrides,
  };
}

export const endedEvent = () =>
  makeEvent({
    eventId: 'FB-1-s1-r2-m1',
    status: 'SETTLED',
    seed: 'cd'.repeat(32),
    endedAt: minutesFromNow(-3),
    result: { sport: 'FOOTBALL', home: 1, away: 1, halfTime: { home: 0, away: 1 } },
    score: { home: 1, away: 1 },
    suspendedMarkets: [],
    payout: '720.00',
  });

const LIABILITY = [
  {
    marketKey: 'FT_1X2',
    suspended: false,
    cap: '200000.00',
    selections: [
      { selectionKey: 'HOME', bets: 2, stake: '1000.00', liability: '170000.00', share: 0.85 },
      { selectionKey: 'DRAW', bets: 1, stake: '500.00', liability: '1600.00', share: 0.008 },
    ],
  },
];

type Handlers = Record<string, (call: ApiCall) => ApiReply>;
type Settings = ReturnType<typeof makeSettings>;

function applySettings(settings: Settings, body: Record<string, unknown>) {
  if (body.cashOutMargin !== undefined) settings.cashOutMargin = body.cashOutMargin as number;
  if (body.betDelaySeconds !== undefined) settings.betDelaySeconds = body.betDelaySeconds as number;
  if (body.parlayMaxPayout !== undefined) settings.parlayMaxPayout = body.parlayMaxPayout as string;
  const sport = settings.sports.find((row) => row.sport === body.sport);
  if (!sport) return;
  const { sport: _sport, marketType, resetOverride, ...values } = body;
  if (!marketType) Object.assign(sport.defaults, values);
  const market = sport.markets.find((row) => row.marketType === marketType);
  if (market && resetOverride) Object.assign(market, sport.defaults, { isOverride: false });
  else if (market) Object.assign(market, values, { isOverride: true });
}

type Event = ReturnType<typeof makeEvent>;

/** The players' side the desk reads: the menu's competitions, an event's board, the replay of an ended event. */
function publicBookHandlers(eventOf: (call: ApiCall) => Event): Handlers {
  return {
    'GET /lgw/sports/menu': () => ({
      value: {
        serverTime: new Date().toISOString(),
        sports: [
          {
            sport: 'FOOTBALL',
            category: 'SPORTS',
            upcoming: 8,
            live: 1,
            competitions: [
              {
                code: 'FB-1',
                name: 'Premier Virtual League',
                sport: 'FOOTBALL',
                upcoming: 8,
                live: 1,
                nextStartsAt: null,
                hasStandings: true,
              },
            ],
          },
        ],
      },
    }),
    'GET /lgw/sports/events/event': (call) => ({
      value: {
        serverTime: new Date().toISOString(),
        event: eventOf(call),
        timeline: [],
        markets: ['FT_1X2', 'FT_OU:2.5', 'FT_CS'].map((key) => ({
          key,
          type: key.split(':')[0],
          line: key.includes(':') ? 2.5 : null,
          suspended: false,
          selections: [],
        })),
      },
    }),
    'GET /lgw/sports/events/verify': (call) => ({
      value: {
        event: eventOf(call),
        recomputedSeedHash: 'ab'.repeat(32),
        isSeedHashMatch: true,
        recomputedResult: eventOf(call).result,
        isResultMatch: true,
        timelineEntries: 14,
        isTimelineMatch: true,
        method: 'HMAC-SHA256',
      },
    }),
  };
}

/** A fake desk server: settings changes applied and audited (newest first), suspensions and voids applied to the events. */
export function fakeSportsDesk(extra: Handlers = {}) {
  const settings = makeSettings();
  const events = [makeEvent(), endedEvent()];
  const audit: Record<string, unknown>[] = [];
  const eventOf = (call: ApiCall) => events.find((event) => event.eventId === call.query.get('eventId'))!;
  const bodyOf = (call: ApiCall) => call.body as Record<string, unknown> & { eventId: string; reason: string };
  return mockApi({
    'GET /ops/api/deposits': () => ({ value: { list: [], pageNo: 1, pageSize: 20, totalCount: 0, totalPages: 0 } }),
    'GET /ops/api/sports/settings': () => ({ value: settings }),
    'PUT /ops/api/sports/settings': (call) => {
      const body = bodyOf(call);
      applySettings(settings, body);
      const targetId = body.sport ? `${body.sport}:${(body.marketType as string) ?? '*'}` : 'BOOK';
      audit.unshift({
        id: audit.length + 1,
        operator: 'admin',
        action: 'sports.settings.update',
        targetType: 'sport_settings',
        targetId,
        reason: null,
        before: {},
        after: body,
        ip: null,
        createdAt: new Date().toISOString(),
      });
      return { value: settings };
    },
    'GET /ops/api/audit': () => ({
      value: { list: audit, pageNo: 1, pageSize: 5, totalCount: audit.length, totalPages: 1 },
    }),
    'GET /ops/api/sports/events': (call) => {
      const status = call.query.get('status');
      const list = events.filter((event) => !status || event.status === status);
      return { value: { list, pageNo: 1, pageSize: 12, totalCount: list.length, totalPages: 1 } };
    },
    'GET /ops/api/sports/liability': (call) => {
      const event = eventOf(call);
      const markets = LIABILITY.map((market) => ({
        ...market,
        suspended: event.suspendedMarkets.includes(market.marketKey),
      }));
      return { value: { event, markets: event.bets > 0 ? markets : [] } };
    },
    'POST /ops/api/sports/markets/suspend': (call) => {
      const body = bodyOf(call);
      const event = events.find((row) => row.eventId === body.eventId)!;
      const others = event.suspendedMarkets.filter((key) => key !== body.marketKey);
      event.suspendedMarkets = body.suspended ? [...others, body.marketKey as string].sort() : others;
      return { value: { eventId: event.eventId, suspendedMarkets: event.suspendedMarkets } };
    },
    'POST /ops/api/sports/events/void': (call) => {
      const body = bodyOf(call);
      const event = events.find((row) => row.eventId === body.eventId)!;
      Object.assign(event, { status: 'VOID', voidReason: body.reason, payout: '1500.00' });
      return { value: { event, voidedLegs: 3, refundedBets: 3, refunded: '1500.00' } };
    },
    ...publicBookHandlers(eventOf),
    ...extra,
  });
}

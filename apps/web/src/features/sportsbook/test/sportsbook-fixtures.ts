import type { SportBet, SportEvent, SportMarket } from '@lucky/contracts/sportsbook/sportsbook-schemas';

/** Answers shaped as the contracts say, for the sportsbook's component tests. */

export const SERVER_TIME = '2026-11-25T10:00:00.000Z';

export function makeMarket(key: string, prices: Record<string, number | null>, overrides: Partial<SportMarket> = {}) {
  const [type, line] = key.split(':');
  return {
    key,
    type: type as SportMarket['type'],
    line: line === undefined ? null : Number(line),
    suspended: false,
    selections: Object.entries(prices).map(([selectionKey, oddsMilli]) => ({ key: selectionKey, oddsMilli })),
    ...overrides,
  } satisfies SportMarket;
}

export function makeEvent(overrides: Partial<SportEvent> = {}): SportEvent {
  return {
    eventId: 'FBL-PL-s1-md3-m1',
    sport: 'FOOTBALL',
    category: 'SPORTS',
    competitionCode: 'FBL-PL',
    competitionName: 'Crown League',
    season: 1,
    round: 3,
    arena: null,
    participants: [
      { code: 'PL-ARD', name: 'Ardent Rovers', shortName: 'ARD' },
      { code: 'PL-BLK', name: 'Blackmoor City', shortName: 'BLK' },
    ],
    opensAt: '2026-11-25T09:58:00.000Z',
    startsAt: '2026-11-25T10:02:00.000Z',
    expectedEndsAt: '2026-11-25T10:03:45.000Z',
    endedAt: null,
    status: 'OPEN',
    seedHash: 'a'.repeat(64),
    seed: null,
    elapsedMs: null,
    state: { sport: 'FOOTBALL', minute: 0, home: 0, away: 0, halfTime: null },
    score: { home: 0, away: 0 },
    result: null,
    isBettable: true,
    ...overrides,
  };
}

export const MAIN_MARKETS = [
  makeMarket('FT_1X2', { HOME: 2100, DRAW: 3300, AWAY: 3500 }),
  makeMarket('FT_AH:-0.25', { HOME: 1950, AWAY: 1900 }),
  makeMarket('FT_OU:2.5', { OVER: 1980, UNDER: 1870 }),
];

export const boardEvent = (overrides: Partial<SportEvent> = {}, mainMarkets = MAIN_MARKETS) => ({
  ...makeEvent(overrides),
  mainMarkets,
  marketCount: 40,
});

export function menuValue(category: 'SPORTS' | 'ESPORTS' | 'COCKFIGHT') {
  const competition = (code: string, name: string, sport: SportEvent['sport'], hasStandings: boolean) => ({
    code,
    name,
    sport,
    upcoming: 8,
    live: 2,
    nextStartsAt: SERVER_TIME,
    hasStandings,
  });
  const sports = {
    SPORTS: [
      {
        sport: 'FOOTBALL' as const,
        category,
        upcoming: 16,
        live: 4,
        competitions: [
          competition('FBL-PL', 'Crown League', 'FOOTBALL', true),
          competition('FBL-LL', 'Sol Liga', 'FOOTBALL', true),
        ],
      },
      {
        sport: 'BASKETBALL' as const,
        category,
        upcoming: 6,
        live: 0,
        competitions: [competition('BSK-1', 'Continental Hoops League', 'BASKETBALL', true)],
      },
    ],
    ESPORTS: [
      {
        sport: 'MOBA' as const,
        category,
        upcoming: 1,
        live: 1,
        competitions: [competition('MOBA', 'Ancient Lanes Championship', 'MOBA', false)],
      },
    ],
    COCKFIGHT: [
      {
        sport: 'COCKFIGHT' as const,
        category,
        upcoming: 1,
        live: 0,
        competitions: [competition('COCK', 'Cockfight', 'COCKFIGHT', false)],
      },
    ],
  };
  return { serverTime: SERVER_TIME, sports: sports[category] };
}

export function makeBet(overrides: Partial<SportBet> = {}): SportBet {
  return {
    betId: 41,
    kind: 'SINGLE',
    stake: '10.00',
    oddsMilli: 2100,
    potentialPayout: '21.00',
    payout: '0.00',
    status: 'OPEN',
    placedAt: SERVER_TIME,
    settledAt: null,
    legs: [
      {
        legNo: 1,
        eventId: 'FBL-PL-s1-md3-m1',
        sport: 'FOOTBALL',
        competitionCode: 'FBL-PL',
        participants: makeEvent().participants,
        startsAt: SERVER_TIME,
        eventStatus: 'OPEN',
        marketKey: 'FT_1X2',
        marketType: 'FT_1X2',
        line: null,
        selectionKey: 'HOME',
        oddsMilli: 2100,
        placedInPlay: false,
        outcome: 'OPEN',
        finalScore: null,
      },
    ],
    ...overrides,
  };
}

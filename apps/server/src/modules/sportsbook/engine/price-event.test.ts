import { describe, expect, it } from 'vitest';
import type { Pairing } from './catalogue-types.ts';
import { DEFAULT_MARGINS, overround, type MarginTable } from './margin.ts';
import { MARKET_TYPES, SETTLEMENT_OUTCOMES, winnersPerResult, type MarketType } from './market-types.ts';
import { priceEvent, type PriceEventInput, type PricedMarket } from './price-event.ts';

const STRONG = { attack: 1.25, defence: 1.1 };
const WEAK = { attack: 0.85, defence: 0.9 };
const EVEN = { attack: 1, defence: 1 };

/** Margins that differ per market type, so a test sees each market use its own. */
const MARGINS: MarginTable = {
  FOOTBALL: { default: 0.05, markets: { FT_AH: 0.03, FT_OU: 0.035, FT_CS: 0.18, HT_1X2: 0.07, FT_DC: 0.06 } },
  BASKETBALL: { default: 0.045, markets: { BK_OE: 0.03 } },
  MOBA: { default: 0.06, markets: { ES_CS: 0.09 } },
  SHOOTER: { default: 0.055, markets: { ES_MAP_HCP: 0.04 } },
  COCKFIGHT: { default: 0.08 },
};

// The margins are added to each state below.
const UNPRICED: Record<string, unknown>[] = [
  {
    sport: 'FOOTBALL',
    participants: [{ strength: EVEN }, { strength: EVEN }],
    state: { minute: 0, home: 0, away: 0, halfTime: null },
  },
  {
    sport: 'FOOTBALL',
    participants: [{ strength: STRONG }, { strength: WEAK }],
    state: { minute: 0, home: 0, away: 0, halfTime: null },
  },
  {
    sport: 'FOOTBALL',
    participants: [{ strength: WEAK }, { strength: STRONG }],
    state: { minute: 30, home: 1, away: 0, halfTime: null },
  },
  {
    sport: 'FOOTBALL',
    participants: [{ strength: STRONG }, { strength: EVEN }],
    state: { minute: 70, home: 1, away: 2, halfTime: { home: 1, away: 1 } },
  },
  {
    sport: 'BASKETBALL',
    participants: [{ strength: EVEN }, { strength: EVEN }],
    state: { minute: 0, home: 0, away: 0, periods: [] },
  },
  {
    sport: 'BASKETBALL',
    participants: [{ strength: WEAK }, { strength: STRONG }],
    state: { minute: 30, home: 70, away: 64, periods: [] },
  },
  {
    sport: 'BASKETBALL',
    participants: [{ strength: EVEN }, { strength: EVEN }],
    state: { minute: 48, home: 101, away: 101, periods: [] },
  },
  {
    sport: 'MOBA',
    participants: [{ rating: 1600 }, { rating: 1500 }],
    state: { mapsHome: 0, mapsAway: 0 },
  },
  {
    sport: 'MOBA',
    participants: [{ rating: 1450 }, { rating: 1550 }],
    state: { mapsHome: 1, mapsAway: 0 },
  },
  {
    sport: 'SHOOTER',
    participants: [{ rating: 1500 }, { rating: 1700 }],
    state: { mapsHome: 0, mapsAway: 0, roundsHome: 0, roundsAway: 0 },
  },
  {
    sport: 'SHOOTER',
    participants: [{ rating: 1500 }, { rating: 1550 }],
    state: { mapsHome: 1, mapsAway: 1, roundsHome: 9, roundsAway: 11 },
  },
  { sport: 'COCKFIGHT', participants: [{ rating: 1550 }, { rating: 1500 }], state: { started: false } },
];
const STATES = UNPRICED.map((input) => ({ ...input, margins: MARGINS }) as PriceEventInput);

const roundingBound = (odds: readonly (number | null)[]) =>
  odds.reduce<number>((sum, o) => (o === null ? sum : sum + 0.0005 / (o / 1000) ** 2), 1e-9);

describe('priceEvent over every market type and several states', () => {
  const priced = STATES.map((input) => priceEvent(input));
  const markets = priced.flatMap((event) => event.markets);

  it('lists every market type somewhere', () => {
    const types = new Set(markets.map((market) => market.type));
    expect([...types].sort()).toEqual([...MARKET_TYPES].sort());
  });

  it('makes the overround of every fully offered market equal its configured margin, to rounding', () => {
    const fullyOffered = markets.filter((market) => market.selections.every((s) => s.odds !== null));
    expect(fullyOffered.length).toBeGreaterThan(markets.length * 0.8);
    const checked = new Set<MarketType>();
    for (const market of fullyOffered) {
      const odds = market.selections.map((s) => s.odds);
      const book = overround(odds, winnersPerResult(market.type));
      expect(Math.abs(book - market.margin), market.key).toBeLessThanOrEqual(roundingBound(odds));
      checked.add(market.type);
    }
    expect(checked.size).toBe(MARKET_TYPES.length);
    expect(markets.find((m) => m.type === 'FT_CS')?.margin).toBe(0.18);
    expect(markets.find((m) => m.type === 'BK_OE')?.margin).toBe(0.03);
  });

  it('gives every selection outcome probabilities that sum to 1, and exclusive selections that sum to 1', () => {
    for (const market of markets) {
      for (const selection of market.selections) {
        const sum = SETTLEMENT_OUTCOMES.reduce((total, outcome) => total + selection.outcomes[outcome], 0);
        expect(sum, `${market.key} ${selection.key}`).toBeCloseTo(1, 12);
      }
      const wins = market.selections.reduce((total, s) => total + s.outcomes.WIN, 0);
      const fair = market.selections.reduce((total, s) => total + (s.fairProbability ?? 0), 0);
      if (!hasLineOutcomes(market)) expect(wins, market.key).toBeCloseTo(winnersPerResult(market.type), 12);
      // Lines with pushes and halves: the fair implied probabilities of the two sides sum to 1.
      else expect(fair, market.key).toBeCloseTo(1, 12);
    }
  });

  it('takes the entrants of a fixture as the catalogue gives them', () => {
    const pairing: Pairing<'MOBA'> = [
      { code: 'AAA', name: 'Alpha', shortName: 'ALP', rating: 1600 },
      { code: 'BBB', name: 'Beta', shortName: 'BET', rating: 1500 },
    ];
    const event = priceEvent({
      sport: 'MOBA',
      participants: pairing,
      state: { mapsHome: 0, mapsAway: 0 },
      margins: MARGINS,
    });
    expect(event.markets[0].selections[0].outcomes.WIN).toBeGreaterThan(0.5);
  });

  it('uses the default margins when given them', () => {
    const event = priceEvent({ ...STATES[1], margins: DEFAULT_MARGINS });
    expect(event.markets.find((m) => m.key === 'FT_1X2')?.margin).toBe(0.05);
  });
});

function hasLineOutcomes(market: PricedMarket): boolean {
  return market.selections.some((s) => s.outcomes.PUSH + s.outcomes.HALF_WIN + s.outcomes.HALF_LOSE > 0);
}

describe('selectionOutcomeProbabilities', () => {
  const input = STATES[3];
  const event = priceEvent(input);

  it('answers a listed selection with its market outcomes', () => {
    const market = event.markets.find((m) => m.type === 'FT_AH');
    const selection = market?.selections[0];
    expect(event.selectionOutcomeProbabilities(market?.key ?? '', selection?.key ?? '')).toEqual({
      outcomes: selection?.outcomes,
      suspended: false,
    });
  });

  it('answers lines off the board and closed first-half markets from the state', () => {
    expect(event.markets.some((m) => m.type === 'HT_1X2')).toBe(false);
    // The half ended 1–1: a first-half draw is certain.
    expect(event.selectionOutcomeProbabilities('HT_1X2', 'DRAW')?.outcomes.WIN).toBe(1);
    // 1–2 with 20 minutes left: home −3.5 needs four unanswered goals.
    const far = event.selectionOutcomeProbabilities('FT_AH:-3.5', 'HOME');
    expect(far?.outcomes.WIN).toBeGreaterThan(0);
    expect(far?.outcomes.WIN).toBeLessThan(0.01);
  });

  it('answers null for keys of another sport or unknown, and suspended when the caller suspends', () => {
    expect(event.selectionOutcomeProbabilities('BK_ML', 'HOME')).toBeNull();
    expect(event.selectionOutcomeProbabilities('FT_1X2', 'OVER')).toBeNull();
    expect(event.selectionOutcomeProbabilities('FT_AH:-0.3', 'HOME')).toBeNull();
    const suspended = priceEvent({ ...input, suspended: true });
    expect(suspended.markets.every((m) => m.suspended)).toBe(true);
    expect(suspended.selectionOutcomeProbabilities('FT_1X2', 'HOME')?.suspended).toBe(true);
  });

  it('closes everything once the event is over or the fight has started', () => {
    const over = priceEvent({
      sport: 'FOOTBALL',
      participants: [{ strength: EVEN }, { strength: EVEN }],
      state: { minute: 90, home: 2, away: 0, halfTime: { home: 1, away: 0 } },
      margins: MARGINS,
    });
    expect(over.markets).toEqual([]);
    expect(over.selectionOutcomeProbabilities('FT_1X2', 'HOME')).toEqual({
      outcomes: { WIN: 1, HALF_WIN: 0, PUSH: 0, HALF_LOSE: 0, LOSE: 0 },
      suspended: true,
    });
    const fight = priceEvent({ ...STATES[11], state: { started: true } } as PriceEventInput);
    expect(fight.markets).toEqual([]);
  });
});

import { createHash, createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { RatedEntrant, TeamEntrant } from './catalogue-types.ts';
import { simulateEvent, type SimulationInput } from './simulate-event.ts';

const SEED = '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08';
const team = (code: string, attack: number, defence: number): TeamEntrant => ({
  code,
  name: code,
  shortName: code,
  strength: { attack, defence },
});
const rated = (code: string, rating: number): RatedEntrant => ({ code, name: code, shortName: code, rating });

const INPUTS: SimulationInput[] = [
  {
    sport: 'FOOTBALL',
    eventId: 'FBL-PL-s3-md12-m4',
    seed: SEED,
    participants: [team('H', 1.2, 1.1), team('A', 0.9, 0.95)],
  },
  {
    sport: 'BASKETBALL',
    eventId: 'BSK-1-s2-r5-m3',
    seed: SEED,
    participants: [team('H', 1.01, 0.99), team('A', 1, 1.02)],
  },
  { sport: 'MOBA', eventId: 'MOBA-20261125-0914', seed: SEED, participants: [rated('H', 1600), rated('A', 1500)] },
  { sport: 'SHOOTER', eventId: 'SHOOT-20261125-0911', seed: SEED, participants: [rated('H', 1550), rated('A', 1600)] },
  { sport: 'COCKFIGHT', eventId: 'COCK-20261125-0916', seed: SEED, participants: [rated('H', 1560), rated('A', 1500)] },
];

/**
 * Results and timeline digests recorded when the draw order was published (EVENTS.md). Events already played are
 * verified against this order, so a change here breaks every past event's verify page: change the order only with
 * a versioned replay path for the old events. Basketball was re-pinned when its points moved from one draw per
 * quarter to one per game minute (so that the live score is the Poisson process the odds engine prices); a game
 * played under the per-quarter order does not replay under this one.
 */
const PINNED = [
  [
    { home: 3, away: 1, halfTime: { home: 1, away: 1 } },
    105_000,
    'd3516ae1fad5c60d349bc5f69b54686e7308e72c200fad11b0db55c2d774c315',
  ],
  [
    {
      home: 112,
      away: 111,
      periods: [
        { home: 35, away: 18 },
        { home: 26, away: 29 },
        { home: 18, away: 30 },
        { home: 20, away: 22 },
        { home: 13, away: 12 },
      ],
    },
    123_000,
    '3d021c0dda929b8a2b5466152561b4506d3f899d385b99fe29d2ddc9d9a4effe',
  ],
  [
    {
      maps: ['AWAY', 'HOME', 'HOME'],
      mapScores: [
        { home: 4, away: 16 },
        { home: 27, away: 25 },
        { home: 26, away: 8 },
      ],
    },
    161_743,
    '2fcd3fc198b95b60a17248a062c9c03ab318edbf04892b34f77676ed819fdb8c',
  ],
  [
    {
      maps: ['AWAY', 'AWAY'],
      mapScores: [
        { home: 11, away: 13 },
        { home: 7, away: 13 },
      ],
    },
    74_000,
    '61410cb6b5e0c48db9a99769a5079b5fd98a3e2b96fdbd81642fc05b84b954e6',
  ],
  [{ winner: 'MERON' }, 32_911, '85e3c6722c71e4bbbff5c54afabbdaeb26f65879d550c7801687f7e678f00e88'],
] as const;

/** The words of block `cursor`, as a verifier computes them from EVENTS.md: HMAC-SHA256(seed, `${eventId}:${cursor}`). */
function words(seed: string, eventId: string, cursor: number): number[] {
  const block = createHmac('sha256', seed).update(`${eventId}:${cursor}`, 'utf8').digest();
  return Array.from({ length: 8 }, (_, i) => block.readUInt32BE(4 * i));
}
const floatOf = (high: number, low: number) => ((high >>> 5) * 2 ** 26 + (low >>> 6)) / 2 ** 53;

/** The smallest k with P(X ≤ k) > u, from the Poisson law written out through logarithms. */
function poissonByHand(u: number, mean: number): number {
  let cumulative = 0;
  let logFactorial = 0;
  for (let k = 0; ; k += 1) {
    if (k > 0) logFactorial += Math.log(k);
    cumulative += Math.exp(k * Math.log(mean) - mean - logFactorial);
    if (u < cumulative) return k;
  }
}

describe('verification', () => {
  it('replays the pinned events of every sport exactly (results, lengths and timeline digests)', () => {
    INPUTS.forEach((input, index) => {
      const played = simulateEvent(input);
      const [result, durationMs, digest] = PINNED[index];
      expect(played.result.result).toEqual(result);
      expect(played.durationMs).toBe(durationMs);
      expect(createHash('sha256').update(JSON.stringify(played.timeline)).digest('hex')).toBe(digest);
    });
  });

  it('gives a verifier who follows EVENTS.md by hand the same football score', () => {
    const input = INPUTS[0];
    if (input.sport !== 'FOOTBALL') throw new Error('football expected');
    const [home, away] = input.participants;
    const rates = {
      home: (1.5 * home.strength.attack) / away.strength.defence,
      away: (1.2 * away.strength.attack) / home.strength.defence,
    };
    // Step 1 takes four floats, two words each: exactly block 0.
    const w = words(SEED, input.eventId, 0);
    const goals = [0, 1, 2, 3].map((i) =>
      poissonByHand(floatOf(w[2 * i], w[2 * i + 1]), (i % 2 === 0 ? rates.home : rates.away) / 2),
    );
    const played = simulateEvent(input);
    expect(played.result.result).toEqual({
      home: goals[0] + goals[2],
      away: goals[1] + goals[3],
      halfTime: { home: goals[0], away: goals[1] },
    });
  });

  it('gives a verifier who follows EVENTS.md by hand the same basketball periods, minute by minute', () => {
    const input = INPUTS[1];
    if (input.sport !== 'BASKETBALL') throw new Error('basketball expected');
    const [home, away] = input.participants;
    const perMinute = {
      home: (112 * 1.02 * home.strength.attack) / away.strength.defence / 48,
      away: (112 * away.strength.attack) / (home.strength.defence * 1.02) / 48,
    };
    // Step 1 takes, per game minute, a home float then an away float: four floats a block, none across blocks.
    let cursor = 0;
    const minutePoints = () => {
      const w = words(SEED, input.eventId, Math.floor(cursor / 4));
      const at = 2 * (cursor % 4);
      const side = cursor % 2 === 0 ? perMinute.home : perMinute.away;
      cursor += 1;
      return poissonByHand(floatOf(w[at], w[at + 1]), side);
    };
    const period = (minutes: number) => {
      const points = { home: 0, away: 0 };
      for (let minute = 0; minute < minutes; minute += 1) {
        points.home += minutePoints();
        points.away += minutePoints();
      }
      return points;
    };
    const periods = [12, 12, 12, 12].map(period);
    const total = (side: 'home' | 'away') => periods.reduce((sum, p) => sum + p[side], 0);
    while (total('home') === total('away')) {
      if (periods.length >= 4 + 50) throw new Error('fifty overtimes without a winner: the by-hand replay is broken');
      periods.push(period(5));
    }
    // The pinned game is level after regulation, so the overtime draws are followed by hand too.
    expect(periods.length).toBeGreaterThan(4);
    expect(simulateEvent(input).result.result).toEqual({ home: total('home'), away: total('away'), periods });
  });

  it('gives a verifier the same fight winner from the first float against the Meron, Wala and draw shares', () => {
    const input = INPUTS[4];
    const w = words(SEED, input.eventId, 0);
    const u = floatOf(w[0], w[1]);
    const meronBeatsWala = 1 / (1 + 10 ** ((1500 - 1560) / 400));
    const expected = u < 0.94 * meronBeatsWala ? 'MERON' : u < 0.94 ? 'WALA' : 'DRAW';
    expect(simulateEvent(input).result.result).toEqual({ winner: expected });
  });
});

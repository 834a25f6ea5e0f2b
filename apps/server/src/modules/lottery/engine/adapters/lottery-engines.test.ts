import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../draw-stream.ts';
import { drawFiveDigit } from '../five-digit.ts';
import { drawFourD } from '../four-d.ts';
import { drawKeno } from '../keno.ts';
import type { LotteryKind, LotterySelection } from '../lottery-engine.ts';
import { drawThreeDigit } from '../three-digit.ts';
import { drawVnResult } from '../vn-draw.ts';
import { jsonRoundTrip, seededRandomInt } from './adapter-test-support.ts';
import { findLotteryEngine } from './lottery-engines.ts';

type Family = { kind: LotteryKind; variant: string | null; ownDraw: (seed: string, drawId: string) => unknown };
const stream = (seed: string, drawId: string) => createDrawStream({ seed, drawId });
const FAMILIES: Family[] = [
  { kind: 'VN', variant: 'MB', ownDraw: (seed, id) => drawVnResult({ stream: stream(seed, id), region: 'MB' }) },
  { kind: 'VN', variant: 'MT', ownDraw: (seed, id) => drawVnResult({ stream: stream(seed, id), region: 'MT' }) },
  { kind: 'VN', variant: 'MN', ownDraw: (seed, id) => drawVnResult({ stream: stream(seed, id), region: 'MN' }) },
  { kind: 'KENO', variant: null, ownDraw: (seed, id) => drawKeno(stream(seed, id)) },
  { kind: 'FIVE_D', variant: null, ownDraw: (seed, id) => drawFiveDigit(stream(seed, id)) },
  { kind: 'THREE_D', variant: null, ownDraw: (seed, id) => drawThreeDigit(stream(seed, id)) },
  { kind: 'FOUR_D', variant: null, ownDraw: (seed, id) => drawFourD(stream(seed, id)) },
];

/** The placement a 5D bet type needs beside its quick-picked digits. */
const placementOf = (betType: string, i: number): Partial<LotterySelection> => {
  if (betType.startsWith('POSITION')) return { position: i % 5 };
  if (betType === 'STRAIGHT' || betType.startsWith('GROUP'))
    return { segment: betType === 'GROUP_2' ? 'BACK_2' : 'MIDDLE_3' };
  return {};
};

describe('findLotteryEngine', () => {
  it('finds each family by kind and refuses an unknown kind', () => {
    for (const kind of ['VN', 'KENO', 'FIVE_D', 'THREE_D', 'FOUR_D'] as const)
      expect(findLotteryEngine(kind).kind).toBe(kind);
    expect(() => findLotteryEngine('LOTTO' as LotteryKind)).toThrow(RangeError);
    expect(() => findLotteryEngine('toString' as LotteryKind)).toThrow(RangeError);
  });
});

describe.each(FAMILIES)('$kind $variant through the interface', ({ kind, variant, ownDraw }) => {
  const engine = findLotteryEngine(kind);

  it("draws from (seed, drawId) exactly what the engine's own draw gives, JSON-safe, well formed and describable", () => {
    for (let i = 0; i < 20; i += 1) {
      const drawn = engine.draw({ stream: stream('seed-a', `${kind}-${i}`), variant });
      expect(drawn).toEqual(ownDraw('seed-a', `${kind}-${i}`));
      const stored = jsonRoundTrip(drawn);
      expect(stored).toStrictEqual(drawn);
      expect(engine.isWellFormedResult({ result: stored, variant })).toBe(true);
      const view = engine.describeResult({ result: stored, variant });
      expect(view.numbers.every((n) => typeof n === 'string')).toBe(true);
      expect(jsonRoundTrip(view)).toStrictEqual(view);
    }
    expect(jsonRoundTrip(engine.defaultOdds(variant))).toStrictEqual(engine.defaultOdds(variant));
    expect(engine.parseOdds(variant, {})).toEqual(engine.defaultOdds(variant));
  });

  it('never pays more than maxPayout, nor more than the exposures add up to, on random bets and draws', () => {
    const randomInt = seededRandomInt(`bounds-${kind}-${variant}`);
    const odds = engine.defaultOdds(variant);
    const types = engine.betTypes(variant);
    let wins = 0;
    for (let draw = 0; draw < 60; draw += 1) {
      const settle = engine.createSettler({
        result: engine.draw({ stream: stream('bounds', String(draw)), variant }),
        odds,
        variant,
      });
      for (const [i, betType] of types.entries()) {
        const picks = engine.quickPick({ betType, variant, randomInt });
        const selection = {
          betType,
          picks,
          unitStake: 1_000n,
          points: kind === 'VN' ? 1 + (i % 3) : 1,
          ...placementOf(kind === 'FIVE_D' ? betType : '', i),
        };
        const priced = engine.price({ selection, odds, variant });
        const { payout } = settle(jsonRoundTrip(priced.stored));
        if (payout > 0n) wins += 1;
        expect(payout).toBeLessThanOrEqual(priced.maxPayout);
        expect(priced.maxPayout).toBeLessThanOrEqual(priced.exposures.reduce((total, e) => total + e.amount, 0n));
        expect(priced.exposures.every((e) => e.key.startsWith(betType))).toBe(true);
      }
    }
    expect(wins).toBeGreaterThan(0);
  });
});

describe('settlement speed guard', () => {
  it('settles 100,000 stored VN lô bets and 100,000 stored Keno bets in under 2 seconds', () => {
    const vn = findLotteryEngine('VN');
    const vnOdds = vn.defaultOdds('MB');
    // One lô 2 số bet per number 00–99, each repeated 1,000 times: every prize number's ending is hit by 1,000 bets.
    const vnStored = Array.from({ length: 100 }, (_, n) =>
      jsonRoundTrip(
        vn.price({
          selection: { betType: 'lo-2', picks: [[String(n).padStart(2, '0')]], unitStake: 1_000n, points: 1 },
          odds: vnOdds,
          variant: 'MB',
        }).stored,
      ),
    );
    const vnBets = Array.from({ length: 100_000 }, (_, i) => ({ ...vnStored[i % 100] }));

    const keno = findLotteryEngine('KENO');
    const kenoOdds = keno.defaultOdds(null);
    const randomInt = seededRandomInt('speed');
    const kenoStored = keno.betTypes(null).flatMap((betType) =>
      Array.from({ length: 20 }, (_, i) => {
        const picks = keno
          .quickPick({ betType, variant: null, randomInt })
          .map((group) => group.slice(0, 1 + (i % 10)));
        return jsonRoundTrip(
          keno.price({ selection: { betType, picks, unitStake: 100n, points: 1 }, odds: kenoOdds, variant: null })
            .stored,
        );
      }),
    );
    const kenoBets = Array.from({ length: 100_000 }, (_, i) => ({ ...kenoStored[i % kenoStored.length] }));

    const started = performance.now();
    const settleVn = vn.createSettler({
      result: vn.draw({ stream: stream('speed', 'vn'), variant: 'MB' }),
      odds: vnOdds,
      variant: 'MB',
    });
    let vnTotal = 0n;
    for (const bet of vnBets) vnTotal += settleVn(bet).payout;
    const settleKeno = keno.createSettler({
      result: keno.draw({ stream: stream('speed', 'keno'), variant: null }),
      odds: kenoOdds,
      variant: null,
    });
    let kenoSettled = 0;
    for (const bet of kenoBets) if (settleKeno(bet).outcome) kenoSettled += 1;
    const elapsed = performance.now() - started;

    expect(vnTotal).toBe(1_000n * 27n * 99_500n); // 27 prize numbers, each ending hit by 1,000 bets paying 99.5 × 1,000
    expect(kenoSettled).toBe(100_000);
    expect(elapsed).toBeLessThan(2_000);
  });

  it('settles 100,000 stored 4D i-Box bets in under a second (each covers 24 orders)', () => {
    const fourD = findLotteryEngine('FOUR_D');
    const randomInt = seededRandomInt('speed-4d');
    const stored = Array.from({ length: 500 }, () =>
      jsonRoundTrip(
        fourD.price({
          selection: {
            betType: 'BIG_IBOX',
            picks: fourD.quickPick({ betType: 'BIG_IBOX', variant: null, randomInt }),
            unitStake: 100n,
            points: 1,
          },
          odds: {},
          variant: null,
        }).stored,
      ),
    );
    const bets = Array.from({ length: 100_000 }, (_, i) => ({ ...stored[i % stored.length] }));
    const started = performance.now();
    const settle = fourD.createSettler({
      result: fourD.draw({ stream: stream('speed', '4d'), variant: null }),
      odds: {},
      variant: null,
    });
    for (const bet of bets) settle(bet);
    expect(performance.now() - started).toBeLessThan(1_000);
  });
});

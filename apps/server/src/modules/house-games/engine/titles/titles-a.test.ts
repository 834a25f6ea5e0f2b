import { describe, expect, it } from 'vitest';
import { createOutcomeStream } from '../../../../lib/fair-rng.ts';
import { computeExpandingRtp } from '../slot-expanding-rtp.ts';
import { computeWaysRtp } from '../slot-ways-rtp.ts';
import type { WaysGameDefinition } from '../slot-ways.ts';
import { JADE_TEMPLE, JADE_TEMPLE_GAME } from './jade-temple.ts';
import { TITLES_A } from './titles-a.ts';
import { SANDS_OF_ANUBIS, SANDS_OF_ANUBIS_GAME } from './sands-of-anubis.ts';
import { SUGAR_CASCADE_GAME } from './sugar-cascade.ts';
import { WILD_BUFFALO, WILD_BUFFALO_GAME } from './wild-buffalo.ts';

const TITLES = TITLES_A;
const SEEDS = { serverSeed: 'b'.repeat(64), clientSeed: 'titles-a', nonce: 7 };

const hasBigint = (value: unknown): boolean =>
  typeof value === 'bigint' ||
  (typeof value === 'object' && value !== null && Object.values(value).some((item) => hasBigint(item)));

/** The scatter shows at most once per reel: any two on a strip stand at least `rows` apart (wrapping). */
function scatterSpacing(reels: readonly (readonly string[])[], scatter: string): number {
  let closest = Infinity;
  for (const strip of reels) {
    const positions = strip.flatMap((symbol, index) => (symbol === scatter ? [index] : []));
    for (const a of positions)
      for (const b of positions)
        if (a !== b) closest = Math.min(closest, Math.abs(a - b), strip.length - Math.abs(a - b));
  }
  return closest;
}

describe('slot titles of slots-a', () => {
  it('are four distinct titles at version 1 with declared RTPs between 94.5% and 96.5%', () => {
    expect(TITLES.map((title) => title.id)).toEqual([
      'house-jade-temple',
      'house-wild-buffalo',
      'house-sugar-cascade',
      'house-sands-of-anubis',
    ]);
    for (const title of TITLES) {
      expect(title.version).toBe('1');
      expect(title.declaredRtp).toBeGreaterThanOrEqual(94.5);
      expect(title.declaredRtp).toBeLessThanOrEqual(96.5);
      if (title.featureBuy) expect(Math.abs(title.featureBuy.declaredRtp - title.declaredRtp)).toBeLessThanOrEqual(1);
    }
    expect(TITLES.filter((title) => title.featureBuy).map((title) => title.id)).toEqual([
      'house-sugar-cascade',
      'house-sands-of-anubis',
    ]);
  });

  it('declare exactly computed RTPs for Jade Temple, Wild Buffalo and Sands of Anubis (bought round too)', () => {
    expect(computeWaysRtp(JADE_TEMPLE_GAME).totalRtp * 100).toBeCloseTo(JADE_TEMPLE.declaredRtp, 2);
    expect(computeWaysRtp(WILD_BUFFALO_GAME).totalRtp * 100).toBeCloseTo(WILD_BUFFALO.declaredRtp, 2);
    const anubis = computeExpandingRtp(SANDS_OF_ANUBIS_GAME);
    expect(anubis.totalRtp * 100).toBeCloseTo(SANDS_OF_ANUBIS.declaredRtp, 2);
    expect(anubis.featureBuyRtp! * 100).toBeCloseTo(SANDS_OF_ANUBIS.featureBuy!.declaredRtp, 2);
  });

  it('show a scatter at most once per reel', () => {
    const ways: WaysGameDefinition[] = [JADE_TEMPLE_GAME, WILD_BUFFALO_GAME, SUGAR_CASCADE_GAME];
    for (const game of ways) {
      expect(scatterSpacing(game.baseReels, game.scatter)).toBeGreaterThanOrEqual(game.rows);
      expect(scatterSpacing(game.freeSpinReels, game.scatter)).toBeGreaterThanOrEqual(game.rows);
    }
    expect(scatterSpacing(SANDS_OF_ANUBIS_GAME.reels, SANDS_OF_ANUBIS_GAME.scatter)).toBeGreaterThanOrEqual(3);
  });

  for (const title of TITLES) {
    describe(title.title, () => {
      it('replays a round from the same seeds, and debits the bet (or bet × price for a bought round)', () => {
        const bet = BigInt(title.betUnit * 4);
        const play = (buyFeature: boolean) => title.play({ bet, stream: createOutcomeStream(SEEDS), buyFeature });
        const round = play(false);
        expect(play(false)).toEqual(round);
        expect(round).toMatchObject({ gameId: title.id, gameVersion: '1', stake: bet });
        expect(round.totalWin % (bet / BigInt(title.betUnit))).toBe(0n);
        if (title.featureBuy) {
          const bought = play(true);
          expect(play(true)).toEqual(bought);
          expect(bought.stake).toBe(bet * BigInt(title.featureBuy.priceInBets));
          expect((bought.detail as { freeSpins: unknown[] }).freeSpins.length).toBeGreaterThan(0);
        } else {
          expect(() => play(true)).toThrow(RangeError);
        }
      });

      it('refuses a bet that is not a positive multiple of its bet unit', () => {
        const stream = createOutcomeStream(SEEDS);
        expect(() => title.play({ bet: BigInt(title.betUnit + 1), stream })).toThrow(RangeError);
        expect(() => title.play({ bet: 0n, stream })).toThrow(RangeError);
      });

      it('gives the rules panel plain JSON', () => {
        const paytable = title.paytable();
        expect(hasBigint(paytable)).toBe(false);
        expect(JSON.parse(JSON.stringify(paytable))).toEqual(paytable);
      });
    });
  }
});

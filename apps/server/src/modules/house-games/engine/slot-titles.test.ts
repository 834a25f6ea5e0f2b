import { describe, expect, it } from 'vitest';
import { compileSlotGame } from './slot-compile.ts';
import { computeSlotRtp } from './slot-rtp.ts';
import { SLOT_TITLES } from './slot-titles.ts';
import { SLOT_MAX_STRIP_LENGTH, SLOT_REEL_COUNT } from './slot-types.ts';

describe('slot titles', () => {
  it('are three or more distinct games of low, medium and high volatility with different paytables', () => {
    expect(SLOT_TITLES.length).toBeGreaterThanOrEqual(3);
    expect(new Set(SLOT_TITLES.map((game) => game.id)).size).toBe(SLOT_TITLES.length);
    expect(new Set(SLOT_TITLES.map((game) => game.volatility))).toEqual(new Set(['low', 'medium', 'high']));
    expect(new Set(SLOT_TITLES.map((game) => JSON.stringify(game.linePays))).size).toBe(SLOT_TITLES.length);
  });

  for (const game of SLOT_TITLES) {
    describe(game.title, () => {
      it('is a valid 5×3 game with at least 20 lines and short published strips', () => {
        expect(() => compileSlotGame(game)).not.toThrow();
        expect(game.reels).toHaveLength(SLOT_REEL_COUNT);
        for (const strip of game.reels) expect(strip.length).toBeLessThanOrEqual(SLOT_MAX_STRIP_LENGTH);
        expect(game.paylines.length).toBeGreaterThanOrEqual(20);
        expect(Object.keys(game.linePays)).not.toContain(game.scatter);
      });

      it('shows at most one scatter per reel, so scatter counts run 0–5', () => {
        for (const strip of game.reels) {
          const positions = strip.flatMap((symbol, index) => (symbol === game.scatter ? [index] : []));
          for (const a of positions)
            for (const b of positions) {
              if (a !== b) expect(Math.min(Math.abs(a - b), strip.length - Math.abs(a - b))).toBeGreaterThanOrEqual(3);
            }
        }
      });

      it('declares the RTP computed exactly from its strips and paytable, between 94% and 97.5%', () => {
        const { totalRtp } = computeSlotRtp(game);
        expect(Math.abs(totalRtp * 100 - game.declaredRtp)).toBeLessThan(0.005);
        expect(game.declaredRtp).toBeGreaterThanOrEqual(94);
        expect(game.declaredRtp).toBeLessThanOrEqual(97.5);
      });
    });
  }
});

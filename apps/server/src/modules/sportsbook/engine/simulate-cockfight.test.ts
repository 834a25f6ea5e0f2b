import { describe, expect, it } from 'vitest';
import { createDrawStream } from '../../lottery/engine/draw-stream.ts';
import { CATALOGUE } from './catalogue.ts';
import { simulateCockfight } from './simulate-cockfight.ts';

const birds = CATALOGUE.cockfight.birds;

describe('cockfight timelines', () => {
  it('let the winner land the last, decisive strike; a draw ends on time or with both birds down', () => {
    const seen = new Set<string>();
    for (let n = 0; n < 300; n += 1) {
      const stream = createDrawStream({ seed: `fight-${n}`, drawId: 'COCK-test' });
      const { result, timeline, durationMs } = simulateCockfight(stream, [birds[n % 24], birds[(n + 5) % 24]]);
      const end = timeline[timeline.length - 1];
      expect(end.atMs).toBe(durationMs);
      expect(durationMs).toBeLessThanOrEqual(45_000);
      expect(end.state.winner).toBe(result.winner);
      seen.add(`${result.winner}:${end.detail.reason}`);
      const strikes = timeline.filter((entry) => entry.kind === 'STRIKE');
      expect(end.state.meronStrikes + end.state.walaStrikes).toBe(strikes.length);
      for (let i = 1; i < timeline.length; i += 1)
        expect(timeline[i].atMs).toBeGreaterThanOrEqual(timeline[i - 1].atMs);
      if (result.winner === 'DRAW') {
        expect(strikes.some((strike) => strike.detail.decisive === 1)).toBe(false);
        expect(end.side).toBeUndefined();
        if (end.detail.reason === 'TIME') expect(durationMs).toBe(45_000);
      } else {
        const side = result.winner === 'MERON' ? 'HOME' : 'AWAY';
        expect(strikes[strikes.length - 1]).toMatchObject({ side, detail: { decisive: 1 } });
        expect(strikes.filter((strike) => strike.detail.decisive === 1)).toHaveLength(1);
        expect(end.side).toBe(side);
        expect(durationMs).toBeGreaterThanOrEqual(15_000);
      }
    }
    expect([...seen].sort()).toEqual(['DRAW:DOUBLE_KNOCKDOWN', 'DRAW:TIME', 'MERON:KNOCKOUT', 'WALA:KNOCKOUT']);
  });
});

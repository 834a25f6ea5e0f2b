import type { RandomStream } from '../../../lib/fair-rng.ts';

/**
 * Test double: nextInt answers from a fixed script, so a test can place reel stops, cards or catch draws exactly.
 * Records every maxExclusive asked for, and fails loudly on a scripted value out of range or a script run dry.
 */
export function createScriptedStream(values: readonly number[]): RandomStream & { requested: number[] } {
  const requested: number[] = [];
  let next = 0;
  return {
    requested,
    nextInt(maxExclusive: number): number {
      if (next >= values.length) throw new Error(`script exhausted after ${values.length} draws`);
      const value = values[next];
      next += 1;
      requested.push(maxExclusive);
      if (!Number.isInteger(value) || value < 0 || value >= maxExclusive)
        throw new Error(`scripted ${value} is outside [0, ${maxExclusive})`);
      return value;
    },
    nextUint32(): number {
      throw new Error('scripted streams only answer nextInt');
    },
    nextFloat(): number {
      throw new Error('scripted streams only answer nextInt');
    },
  };
}

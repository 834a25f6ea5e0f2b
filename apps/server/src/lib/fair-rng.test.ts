import { createHash, createHmac } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  createOutcomeStream,
  createRandomStream,
  createServerSeed,
  hashServerSeed,
  isServerSeedCommitment,
  rejectionLimit,
} from './fair-rng.ts';

const TWO_POW_32 = 2 ** 32;
const seeds = { serverSeed: 'a'.repeat(64), clientSeed: 'lucky-star', nonce: 1 };

function wordSource(words: readonly number[]): { next: () => number; consumed: () => number } {
  let index = 0;
  return {
    next: () => {
      if (index >= words.length) throw new Error('stub words exhausted');
      return words[index++];
    },
    consumed: () => index,
  };
}

describe('server seed and commitment', () => {
  it('creates 32 random bytes as hex, different every time', () => {
    const seed = createServerSeed();
    expect(seed).toMatch(/^[0-9a-f]{64}$/);
    expect(createServerSeed()).not.toBe(seed);
  });

  it('hashes the seed with SHA-256 so the hash shown before play matches the seed revealed after', () => {
    const seed = createServerSeed();
    const shownBeforePlay = hashServerSeed(seed);
    expect(shownBeforePlay).toBe(createHash('sha256').update(seed).digest('hex'));
    expect(hashServerSeed('abc')).toBe('ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad');
    expect(isServerSeedCommitment({ serverSeed: seed, serverSeedHash: shownBeforePlay.toUpperCase() })).toBe(true);
    expect(isServerSeedCommitment({ serverSeed: createServerSeed(), serverSeedHash: shownBeforePlay })).toBe(false);
  });
});

describe('outcome stream', () => {
  it('reads big-endian words of HMAC-SHA256(serverSeed, clientSeed:nonce:cursor), cursor +1 per 32-byte block', () => {
    const stream = createOutcomeStream(seeds);
    const words = Array.from({ length: 16 }, () => stream.nextUint32());
    const block = (cursor: number): Buffer =>
      createHmac('sha256', seeds.serverSeed).update(`lucky-star:1:${cursor}`).digest();
    expect(words.slice(0, 8)).toEqual(Array.from({ length: 8 }, (_, i) => block(0).readUInt32BE(i * 4)));
    expect(words.slice(8)).toEqual(Array.from({ length: 8 }, (_, i) => block(1).readUInt32BE(i * 4)));
  });

  it('is pinned to known values, so a change to the derivation cannot silently break verification of old rounds', () => {
    // Also reproduced by an independent Python script (see README).
    const stream = createOutcomeStream(seeds);
    expect(hashServerSeed(seeds.serverSeed)).toBe('ffe054fe7ae0cb6dc65c3af9b61d5209f439851db43d0ba5997337df154668eb');
    expect(Array.from({ length: 10 }, () => stream.nextInt(100))).toEqual([50, 61, 62, 7, 92, 54, 65, 65, 77, 39]);
    expect(stream.nextFloat()).toBe(0.29629981169752173);
  });

  it('gives the same outcomes for the same seeds and nonce, and different ones when any of them changes', () => {
    const draw = (overrides: Partial<typeof seeds>): number[] => {
      const stream = createOutcomeStream({ ...seeds, ...overrides });
      return Array.from({ length: 50 }, () => stream.nextInt(1000));
    };
    expect(draw({})).toEqual(draw({}));
    expect(draw({ nonce: 2 })).not.toEqual(draw({}));
    expect(draw({ clientSeed: 'other' })).not.toEqual(draw({}));
    expect(draw({ serverSeed: 'b'.repeat(64) })).not.toEqual(draw({}));
  });

  it('refuses a negative or fractional nonce and an empty server seed', () => {
    expect(() => createOutcomeStream({ ...seeds, nonce: -1 })).toThrow(RangeError);
    expect(() => createOutcomeStream({ ...seeds, nonce: 1.5 })).toThrow(RangeError);
    expect(() => createOutcomeStream({ ...seeds, serverSeed: '' })).toThrow(RangeError);
  });
});

describe('rejection sampling', () => {
  it('rejects exactly the words at or above the largest multiple of maxExclusive that fits in 2^32', () => {
    expect(rejectionLimit(37)).toBe(TWO_POW_32 - (TWO_POW_32 % 37));
    expect(rejectionLimit(37) % 37).toBe(0);
    expect(TWO_POW_32 - rejectionLimit(37)).toBeLessThan(37);
    expect(rejectionLimit(64)).toBe(TWO_POW_32);
    expect(rejectionLimit(TWO_POW_32)).toBe(TWO_POW_32);
    const source = wordSource([rejectionLimit(37), TWO_POW_32 - 1, rejectionLimit(37) - 1]);
    expect(createRandomStream(source.next).nextInt(37)).toBe((rejectionLimit(37) - 1) % 37);
    expect(source.consumed()).toBe(3);
  });

  it('has no modulo bias where naive modulo would favour the lowest third of the range', () => {
    // k = 3·2^30 is not a power of two and 2^32 = k + 2^30, so word % k hits [0, 2^30) twice as often.
    const k = 3 * 2 ** 30;
    const words = Array.from({ length: 65_536 }, (_, i) => i * 65_536 + 12_345);
    const third = (value: number): number => Math.floor(value / 2 ** 30);
    const naive = [0, 0, 0];
    for (const word of words) naive[third(word % k)] += 1;
    expect(naive).toEqual([32_768, 16_384, 16_384]);
    const source = wordSource(words);
    const stream = createRandomStream(source.next);
    const sampled = [0, 0, 0];
    for (let draw = 0; draw < 49_152; draw += 1) sampled[third(stream.nextInt(k))] += 1;
    expect(sampled).toEqual([16_384, 16_384, 16_384]);
    expect(source.consumed()).toBe(49_152);
    expect(() => stream.nextInt(k)).toThrow('stub words exhausted');
  });

  it('keeps nextInt in range and nextFloat in [0, 1) for any words and bound', () => {
    fc.assert(
      fc.property(
        fc.array(fc.integer({ min: 0, max: TWO_POW_32 - 1 }), { minLength: 64, maxLength: 64 }),
        fc.integer({ min: 1, max: TWO_POW_32 }),
        (words, k) => {
          // Every word rejected is at least rejectionLimit(k) ≥ 2^31, so a stub with low words always terminates.
          const stream = createRandomStream(wordSource([...words, 0, 0, 0]).next);
          const value = stream.nextInt(k);
          const float = stream.nextFloat();
          return Number.isInteger(value) && value >= 0 && value < k && float >= 0 && float < 1;
        },
      ),
    );
  });

  it('builds floats from 53 bits: all-ones words give the largest double below 1', () => {
    expect(createRandomStream(() => TWO_POW_32 - 1).nextFloat()).toBe(1 - 2 ** -53);
    expect(createRandomStream(() => 0).nextFloat()).toBe(0);
  });

  it('refuses bounds that are not integers in [1, 2^32]', () => {
    const stream = createRandomStream(() => 0);
    for (const bad of [0, -3, 1.5, TWO_POW_32 + 1, Number.NaN]) expect(() => stream.nextInt(bad)).toThrow(RangeError);
  });
});

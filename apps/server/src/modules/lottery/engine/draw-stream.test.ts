import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createDrawStream } from './draw-stream.ts';

const seed = 'b'.repeat(64);
const drawId = 'vn-mb-2026-11-24';
/** First word of HMAC-SHA256(key 'seed', 'draw-1:0'), computed once with `openssl dgst -sha256 -hmac seed`. */
const KNOWN_FIRST_WORD = 2305280930;

/** Independent reference: the words of block `cursor`, straight from node:crypto. */
function referenceWords(key: string, message: string): number[] {
  const digest = createHmac('sha256', key).update(message, 'utf8').digest();
  return Array.from({ length: 8 }, (_, index) => digest.readUInt32BE(index * 4));
}

describe('createDrawStream', () => {
  it('yields the big-endian words of HMAC-SHA256(seed, `${drawId}:${cursor}`), block after block', () => {
    const stream = createDrawStream({ seed, drawId });
    const expected = [...referenceWords(seed, `${drawId}:0`), ...referenceWords(seed, `${drawId}:1`)];
    const actual = Array.from({ length: 16 }, () => stream.nextUint32());
    expect(actual).toEqual(expected);
  });

  it('matches a fixed known-answer vector (guards against silent changes to the construction)', () => {
    const stream = createDrawStream({ seed: 'seed', drawId: 'draw-1' });
    const first = stream.nextUint32();
    expect(first).toBe(createHmac('sha256', 'seed').update('draw-1:0').digest().readUInt32BE(0));
    expect(first).toBe(KNOWN_FIRST_WORD);
  });

  it('is a pure function of (seed, drawId)', () => {
    const a = createDrawStream({ seed, drawId });
    const b = createDrawStream({ seed, drawId });
    const first = Array.from({ length: 40 }, () => a.nextInt(10));
    const second = Array.from({ length: 40 }, () => b.nextInt(10));
    expect(first).toEqual(second);
  });

  it('gives different numbers for a different draw id or seed', () => {
    const take = (s: string, d: string) => {
      const stream = createDrawStream({ seed: s, drawId: d });
      return Array.from({ length: 16 }, () => stream.nextUint32());
    };
    expect(take(seed, drawId)).not.toEqual(take(seed, `${drawId}x`));
    expect(take(seed, drawId)).not.toEqual(take(`${seed}x`, drawId));
  });

  it('rejects an empty seed or draw id', () => {
    expect(() => createDrawStream({ seed: '', drawId })).toThrow(RangeError);
    expect(() => createDrawStream({ seed, drawId: '' })).toThrow(RangeError);
  });
});

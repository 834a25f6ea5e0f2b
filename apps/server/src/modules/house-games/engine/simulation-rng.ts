import { createRandomStream, type RandomStream } from '../../../lib/fair-rng.ts';

/**
 * FOR SIMULATION ONLY — never for real play: not cryptographic and not provably fair.
 * RTP is a property of the paytable and rules, not of the generator, so RTP tests run millions of rounds on
 * this xoshiro128** (the 32-bit member of the xorshift family), which is ~50× cheaper than HMAC-SHA256 per word.
 * It goes through the same rejection-sampling code as the fair stream.
 */
export function createSimulationStream(seed: number): RandomStream {
  let s = seed >>> 0;
  const splitMix32 = (): number => {
    s = (s + 0x9e3779b9) | 0;
    let z = s;
    z = Math.imul(z ^ (z >>> 16), 0x85ebca6b);
    z = Math.imul(z ^ (z >>> 13), 0xc2b2ae35);
    return (z ^ (z >>> 16)) >>> 0;
  };
  let a = splitMix32();
  let b = splitMix32();
  let c = splitMix32();
  let d = splitMix32();
  if ((a | b | c | d) === 0) a = 1;
  return createRandomStream(() => {
    const product = Math.imul(b, 5);
    const result = Math.imul((product << 7) | (product >>> 25), 9) >>> 0;
    const t = b << 9;
    c ^= a;
    d ^= b;
    b ^= c;
    a ^= d;
    c ^= t;
    d = (d << 11) | (d >>> 21);
    return result;
  });
}

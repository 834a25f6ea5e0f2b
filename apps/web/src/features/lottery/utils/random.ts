/** Uniform random integers for quick picks, from the browser's crypto (rejection sampling, no modulo bias). */
export type RandomInt = (maxExclusive: number) => number;

export const cryptoRandomInt: RandomInt = (maxExclusive) => {
  const limit = Math.floor(0x1_0000_0000 / maxExclusive) * maxExclusive;
  const word = new Uint32Array(1);
  for (;;) {
    crypto.getRandomValues(word);
    if (word[0]! < limit) return word[0]! % maxExclusive;
  }
};

/** `count` distinct values of 0..poolSize−1. */
export function sampleDistinct(randomInt: RandomInt, poolSize: number, count: number): number[] {
  const seen = new Set<number>();
  while (seen.size < Math.min(count, poolSize)) seen.add(randomInt(poolSize));
  return [...seen];
}

export const pad = (value: number, digits: number): string => String(value).padStart(digits, '0');

export function choose(n: number, k: number): number {
  if (k < 0 || k > n) return 0;
  let result = 1;
  for (let i = 1; i <= k; i += 1) result = (result * (n - k + i)) / i;
  return Math.round(result);
}

/** Numbers typed into a box: split on anything that is not a digit (or R for a 4D roll), each checked by `isValid`. */
export function parseNumberList(
  text: string,
  isValid: (value: string) => boolean,
): { valid: string[]; invalid: string[] } {
  const tokens = text
    .toUpperCase()
    .split(/[^0-9R]+/)
    .filter(Boolean);
  const valid: string[] = [];
  const invalid: string[] = [];
  for (const token of tokens) {
    if (!isValid(token)) invalid.push(token);
    else if (!valid.includes(token)) valid.push(token);
  }
  return { valid, invalid };
}

import { assertChips } from './rules-error.ts';

/**
 * Shares `total` chips among claims in proportion to their sizes, in whole chips: each gets the floor of its
 * exact share, and the chips left over (fewer than the number of claims) go one each to the largest fractional
 * remainders, ties to the earlier claim. The shares always add up to `total`; no share exceeds its claim when
 * `total` does not exceed the sum of the claims. Numerators stay below 2^53 for table-sized amounts (checked).
 */
export function splitProportionally(total: number, claims: readonly number[]): number[] {
  assertChips(total, 'total');
  claims.forEach((claim) => assertChips(claim, 'claim'));
  const claimed = claims.reduce((sum, claim) => sum + claim, 0);
  if (claimed === 0) {
    if (total !== 0) throw new RangeError('cannot share chips among empty claims');
    return claims.map(() => 0);
  }
  const shares = claims.map((claim) => {
    const numerator = total * claim;
    if (!Number.isSafeInteger(numerator)) throw new RangeError('amounts too large to share exactly');
    return { floor: Math.floor(numerator / claimed), remainder: numerator % claimed };
  });
  let left = total - shares.reduce((sum, share) => sum + share.floor, 0);
  const order = shares.map((_, index) => index).sort((a, b) => shares[b]!.remainder - shares[a]!.remainder || a - b);
  const result = shares.map((share) => share.floor);
  for (const index of order) {
    if (left === 0) break;
    result[index] = (result[index] ?? 0) + 1;
    left -= 1;
  }
  return result;
}

/** Equal shares of `total` among `count` winners; the odd chips go one each to the first winners in `order`. */
export function splitEvenly(total: number, count: number): number[] {
  assertChips(total, 'total');
  if (!Number.isInteger(count) || count < 1) throw new RangeError('at least one share');
  const base = Math.floor(total / count);
  const odd = total - base * count;
  return Array.from({ length: count }, (_, index) => base + (index < odd ? 1 : 0));
}

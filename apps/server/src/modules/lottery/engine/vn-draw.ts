import type { RandomStream } from '../../../lib/fair-rng.ts';
import { VN_REGIONS, type VnPrizeCode, type VnRegionCode } from './vn-regions.ts';

export type VnPrizeResult = { prize: VnPrizeCode; numbers: readonly string[] };
/** One station's result, prize by prize in board order; numbers are zero-padded digit strings ("07", "00321"). */
export type VnResult = { region: VnRegionCode; prizes: readonly VnPrizeResult[] };

/**
 * Draws every prize number of one station. Each number is drawn whole with `nextInt(10 ** digits)` (at most 10^6,
 * well inside the 2^32 the rejection sampler accepts), one call per number in board order: this gives each digit
 * the same uniform law as per-digit draws while keeping a verifier's replay to one call per printed number.
 * Numbers may repeat across prizes, as in the official draws, where each number comes from its own drum set.
 */
export function drawVnResult({ stream, region }: { stream: RandomStream; region: VnRegionCode }): VnResult {
  return {
    region,
    prizes: VN_REGIONS[region].prizeTiers.map((tier) => ({
      prize: tier.prize,
      numbers: Array.from({ length: tier.count }, () =>
        String(stream.nextInt(10 ** tier.digits)).padStart(tier.digits, '0'),
      ),
    })),
  };
}

export function listPrizeNumbers(result: VnResult): string[] {
  return result.prizes.flatMap((prize) => prize.numbers);
}

export function findPrizeNumbers(result: VnResult, prize: VnPrizeCode): readonly string[] {
  return result.prizes.find((entry) => entry.prize === prize)?.numbers ?? [];
}

/**
 * The last `digits` digits of every prize number long enough to have them, repeats kept: a number that comes
 * out twice appears twice, which is how a lô bet counts its hits.
 */
export function listEndings(result: VnResult, digits: number): string[] {
  return listPrizeNumbers(result)
    .filter((number) => number.length >= digits)
    .map((number) => number.slice(-digits));
}

/** The "lô" numbers: last two digits of all prize numbers (27 in MB, 18 per station in MN/MT). */
export function listLoNumbers(result: VnResult): string[] {
  return listEndings(result, 2);
}

/** The special prize's number; every region has exactly one. */
export function findSpecialNumber(result: VnResult): string {
  const special = findPrizeNumbers(result, 'special')[0];
  if (special === undefined) throw new RangeError('result has no special prize');
  return special;
}

/** The "đề" number: last two digits of the special prize. */
export function findDeNumber(result: VnResult): string {
  return findSpecialNumber(result).slice(-2);
}

/**
 * Checks that a result (e.g. built by hand or read from a results feed) has the region's exact structure, so bet
 * evaluation never runs on a malformed board.
 */
export function isWellFormedVnResult(result: VnResult): boolean {
  const tiers = VN_REGIONS[result.region]?.prizeTiers;
  if (!tiers || tiers.length !== result.prizes.length) return false;
  return tiers.every((tier, index) => {
    const prize = result.prizes[index];
    return (
      prize?.prize === tier.prize &&
      prize.numbers.length === tier.count &&
      prize.numbers.every((number) => number.length === tier.digits && /^\d+$/.test(number))
    );
  });
}

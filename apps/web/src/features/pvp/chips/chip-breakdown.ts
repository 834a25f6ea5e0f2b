/**
 * Which chips a pile of an amount is drawn with: the largest of 1, 2, 5 × 10^k first, as a cashier would pay it.
 * Amounts are the API's decimal strings; the breakdown works on minor units as bigint, never a float.
 */
export type ChipColumn = { denomination: bigint; count: number };

/** Colours by the denomination's decimal order and its leading digit (1, 2, 5): a 5 chip never looks like a 1. */
const CHIP_COLOURS = ['#e9e9ef', '#d33b3b', '#2f7bd9', '#1f9b5a', '#1d1f29', '#8e4dd6', '#e39b1d', '#d94d97'];

export function chipColour(denomination: bigint): string {
  const digits = denomination.toString();
  const lead = digits[0] === '5' ? 2 : digits[0] === '2' ? 1 : 0;
  return CHIP_COLOURS[((digits.length - 1) * 3 + lead) % CHIP_COLOURS.length] ?? CHIP_COLOURS[0]!;
}

function denominationsUpTo(total: bigint): bigint[] {
  const found: bigint[] = [];
  for (let power = 1n; power <= total; power *= 10n) {
    for (const lead of [1n, 2n, 5n]) if (lead * power <= total) found.push(lead * power);
  }
  return found.reverse();
}

/** At most `maxColumns` columns of at most `maxPerColumn` chips: a big stack shows its largest chips, not all of them. */
export function chipColumns(total: bigint, { maxColumns = 3, maxPerColumn = 8 } = {}): ChipColumn[] {
  if (total <= 0n) return [];
  const columns: ChipColumn[] = [];
  let left = total;
  for (const denomination of denominationsUpTo(total)) {
    if (columns.length === maxColumns) break;
    const count = left / denomination;
    if (count === 0n) continue;
    columns.push({ denomination, count: Number(count > BigInt(maxPerColumn) ? BigInt(maxPerColumn) : count) });
    left -= count * denomination;
  }
  return columns;
}

/** Odds travel as thousandths of a unit (99500 = "1 : 99.5"). */
export function formatThousandths(value: string | number): string {
  const number = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(number)) return String(value);
  return (number / 1000).toLocaleString('en-US', { maximumFractionDigits: 3 });
}

/** The odds lines of a bet type, highest first; a table with one value is just that value. */
export function listOdds(odds: Record<string, string | number> | undefined): { key: string; text: string }[] {
  if (!odds) return [];
  return Object.entries(odds)
    .filter(([, value]) => Number(value) > 0)
    .map(([key, value]) => ({ key, text: formatThousandths(value) }));
}

// Money travels as decimal text; the page computes in integer minor units (numbers are exact far beyond any bet).

export const scaleOf = (text: string): number => (String(text).split('.')[1] || '').length;

/** NaN when the text is not an amount with at most `scale` decimals. */
export function toMinor(text: string, scale: number): number {
  const match = /^(\d+)(?:\.(\d+))?$/.exec(String(text).trim());
  if (!match || (match[2] || '').length > scale) return NaN;
  return Number(match[1]) * 10 ** scale + Number((match[2] || '').padEnd(scale, '0') || 0);
}

export function fromMinor(minor: number, scale: number): string {
  const text = String(Math.abs(Math.round(minor))).padStart(scale + 1, '0');
  return `${minor < 0 ? '-' : ''}${scale ? `${text.slice(0, -scale)}.${text.slice(-scale)}` : text}`;
}

/** Bet levels: multiples of `unit` (minor units) from the minimum bet upwards. */
export function betLevels(minBet: number, unit: number): number[] {
  const base = Math.ceil(Math.max(minBet, unit) / unit) * unit;
  return [1, 2, 3, 5, 10, 20, 30, 50, 100, 200, 500].map((factor) => base * factor);
}

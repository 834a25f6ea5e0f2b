// A betting spot's name for people, in the page's language, from its spot word (STRAIGHT:17, SPLIT:17-20,
// DOZEN:1, RED, NEIGHBOURS:17, SPECIFIC_TRIPLE:6 …): the boards' accessible names, the result message and the rules.
import { hasKey, t } from '../i18n/translate.ts';

// The kinds whose numbers are a run (shown first–last) rather than a set (shown a/b/c).
const RUNS = new Set(['STREET', 'SIX_LINE', 'FIRST_FOUR']);
const LOW = 'LOW';

/** "Straight up 17", "Split 17/20", "Street 16–18", "Dozen 13–24", "Red", "Neighbours of 17", "Total 9". */
export function spotName(spot: string): string {
  const [kind = '', value = ''] = spot.split(':');
  const key = `spot.${kind}`;
  if (!hasKey(key)) return spot.replace(/_/g, ' ').replace(':', ' ').toLowerCase();
  if (!value) return t(key);
  const numbers = value.split('-');
  if (kind === 'DOZEN') {
    const dozen = Number(value);
    return t(key, { from: 12 * dozen - 11, to: 12 * dozen });
  }
  const joined = RUNS.has(kind) ? `${numbers[0]}–${numbers[numbers.length - 1]}` : numbers.join('/');
  return t(key, { numbers: joined, n: value });
}

/** The name of a row of an engine's rules (its kind, row or type: STRAIGHT, TOTAL_4, SPECIFIC_DOUBLE …). */
export function ruleName(row: string): string {
  const total = /^TOTAL_(\d+)$/.exec(row);
  if (total) return t('spot.TOTAL', { n: total[1]! });
  if (row === 'NEIGHBOURS') return t('rule.NEIGHBOURS');
  const key = `spot.${row}`;
  if (!hasKey(key) || row === LOW) return spotName(row);
  // A rule names a kind of bet, not one bet: its numbers are left out ("Straight up", "Double").
  return t(key, { numbers: '', n: '', from: '', to: '' })
    .replace(/\s*[–/]?\s*$/, '')
    .trim();
}

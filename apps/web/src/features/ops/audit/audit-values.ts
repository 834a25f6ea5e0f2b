import { formatMoney } from '../../../lib/format.ts';

/** Field names that hold money in the audit log's before and after. */
const MONEY_KEY = /(amount|balance|held|available|limit|bonus|turnover|payout|stake|cap|deposit|withdrawal)/i;
const MINOR_UNITS = /^-?\d+$/;
const DECIMAL = /^-?\d+\.\d+$/;

/** `words`: how a yes/no reads in the page's language. */
export type ValueFormat = { language: string; scale: number; words?: { yes: string; no: string } };

/**
 * An amount of the log as a reader reads it. The server writes bigint amounts as their minor-unit strings
 * (audit-log.ts: "1234" is 12.34 at scale 2); amounts some desks wrote as decimal strings ("12.34") stay as they are.
 */
function formatValue(key: string, value: unknown, format: ValueFormat): string {
  if (typeof value === 'string' && MONEY_KEY.test(key)) {
    if (MINOR_UNITS.test(value)) {
      const negative = value.startsWith('-');
      const digits = (negative ? value.slice(1) : value).padStart(format.scale + 1, '0');
      const decimal = format.scale > 0 ? `${digits.slice(0, -format.scale)}.${digits.slice(-format.scale)}` : digits;
      return formatMoney(`${negative ? '-' : ''}${decimal}`, format);
    }
    if (DECIMAL.test(value)) return formatMoney(value, format);
  }
  if (value === null || value === undefined) return '-';
  if (typeof value === 'boolean' && format.words) return value ? format.words.yes : format.words.no;
  if (Array.isArray(value) && value.every((item) => typeof item !== 'object'))
    return value.length > 0 ? value.join(', ') : '-';
  if (typeof value === 'object') return JSON.stringify(value);
  return String(value);
}

/** "transferId" → "transfer id": a field name as words. */
const words = (key: string) =>
  key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();

/** A snapshot (before or after) as lines of "field: value", amounts formatted; null for none. */
export function snapshotLines(snapshot: unknown, format: ValueFormat): string[] | null {
  if (snapshot === null || snapshot === undefined) return null;
  if (typeof snapshot !== 'object' || Array.isArray(snapshot)) return [formatValue('', snapshot, format)];
  return Object.entries(snapshot as Record<string, unknown>).map(
    ([key, value]) => `${words(key)}: ${formatValue(key, value, format)}`,
  );
}

/** "MEMBER_ADJUST" → "Member adjust": the fallback label of an action or target the locale does not name. */
export const humanize = (code: string) => {
  const text = code.toLowerCase().replace(/_/g, ' ');
  return text.charAt(0).toUpperCase() + text.slice(1);
};

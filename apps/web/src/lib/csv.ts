/**
 * The CSV files the site hands out (desk reports and audit log, agent statements, the member's activity statement),
 * written one way: RFC 4180 fields (quoted when they hold a comma, quote or line break), CRLF lines, a UTF-8 byte
 * order mark so spreadsheets read the names of every language, and a leading apostrophe on a text a spreadsheet
 * would run as a formula (= + - @ tab first) — a member's text must not run in an operator's spreadsheet. Amounts
 * (plain decimals, a minus sign included) stay numbers. Small enough that a library would add more than it saves.
 */
const FORMULA_START = /^[=+\-@\t\r]/;
const NUMBER = /^-?\d+([.,]\d+)?$/;

export function csvField(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !NUMBER.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

/** The header and rows as a CSV file's text, byte order mark first. */
export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(csvField).join(',')).join('\r\n')}\r\n`;
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = Object.assign(document.createElement('a'), { href: url, download: fileName });
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

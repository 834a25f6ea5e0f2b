/**
 * A CSV file (RFC 4180: quoted when needed, CRLF lines) with a BOM so spreadsheet programs read UTF-8 (Chinese,
 * Thai, Vietnamese names). A cell that starts like a formula (= + - @) gets a leading apostrophe, so a member's
 * text cannot run as a formula in the operator's spreadsheet. Small enough that a library would add more than it
 * saves.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

function cell(value: unknown): string {
  const text = value === null || value === undefined ? '' : String(value);
  const safe = FORMULA_START.test(text) && !/^-?\d+([.,]\d+)?$/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replace(/"/g, '""')}"` : safe;
}

export function toCsv(header: readonly string[], rows: readonly (readonly unknown[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(',')).join('\r\n')}\r\n`;
}

/** Hands the browser a CSV file to save. */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob([csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
}

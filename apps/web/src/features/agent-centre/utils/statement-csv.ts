/**
 * The statement as a CSV file: the table's columns and rows as shown, amounts as the server sends them (plain
 * decimals, so a spreadsheet sums them), a UTF-8 BOM for the names of every language, CRLF lines (RFC 4180).
 * Usernames are letters, digits and underscores, and labels are ours, so no cell needs a formula guard.
 */
const quote = (text: string): string => (/[",\r\n]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text);

export function statementCsv(header: readonly string[], rows: readonly (readonly string[])[]): string {
  return `\uFEFF${[header, ...rows].map((row) => row.map(quote).join(',')).join('\r\n')}\r\n`;
}

export function saveCsv(fileName: string, text: string): void {
  const href = URL.createObjectURL(new Blob([text], { type: 'text/csv;charset=utf-8' }));
  const anchor = Object.assign(document.createElement('a'), { href, download: fileName });
  document.body.append(anchor);
  anchor.click();
  anchor.remove();
  URL.revokeObjectURL(href);
}

/** A column of a report table: its header and the text of each cell, which the CSV export writes too. */
export type TextColumn<Row> = { key: string; header: string; text: (row: Row) => string; isNumber?: boolean };

/**
 * One CSV field (RFC 4180): quoted when it holds a comma, quote or line break. A text a spreadsheet would run as a
 * formula (=, +, @ first) gets a leading apostrophe; amounts are plain decimals, so a minus sign stays a minus.
 */
export function csvField(text: string): string {
  const safe = /^[=+@\t\r]/.test(text) ? `'${text}` : text;
  return /[",\r\n]/.test(safe) ? `"${safe.replaceAll('"', '""')}"` : safe;
}

/** The table as CSV: the header row, a line per row and the totals row when there is one; CRLF line ends. */
export function toCsv<Row>(columns: readonly TextColumn<Row>[], rows: readonly Row[], totals?: readonly string[]) {
  const lines = [columns.map((column) => csvField(column.header))];
  for (const row of rows) lines.push(columns.map((column) => csvField(column.text(row))));
  if (totals) lines.push(totals.map(csvField));
  return lines.map((line) => line.join(',')).join('\r\n') + '\r\n';
}

/** Hands the CSV to the browser as a download (a UTF-8 byte order mark so spreadsheets read the names right). */
export function downloadCsv(fileName: string, csv: string): void {
  const url = URL.createObjectURL(new Blob(['\uFEFF', csv], { type: 'text/csv;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

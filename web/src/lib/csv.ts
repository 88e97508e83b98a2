/** Fields holding any of these must be quoted (RFC 4180, section 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/** One CSV field: quoted when it holds a comma, a double quote or a line break, with quotes doubled. */
export function csvField(value: string): string {
  return NEEDS_QUOTES.test(value) ? `"${value.replaceAll('"', '""')}"` : value;
}

/** A CSV document per RFC 4180: one record per row, fields separated by commas, lines ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

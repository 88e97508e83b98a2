/** Fields holding any of these must be quoted (RFC 4180, section 2.6). */
const NEEDS_QUOTES = /[",\r\n]/;

/**
 * A cell starting with one of these is read as a formula by Excel, LibreOffice or Google Sheets, which
 * could run or leak something when the export is opened: OWASP's CSV Injection page lists `=`, `+`, `-`,
 * `@`, tab and carriage return.
 */
const FORMULA_START = /^[=+\-@\t\r]/;

const quoted = (value: string) => `"${value.replaceAll('"', '""')}"`;

/**
 * One CSV field: quoted when it holds a comma, a double quote or a line break, with quotes doubled. Text a
 * spreadsheet would take for a formula (keywords and titles come from users and models) is prefixed with a
 * single quote and quoted, as OWASP advises, so it shows as text and never runs.
 */
export function csvField(value: string): string {
  if (FORMULA_START.test(value)) return quoted(`'${value}`);
  return NEEDS_QUOTES.test(value) ? quoted(value) : value;
}

/** A CSV document per RFC 4180: one record per row, fields separated by commas, lines ended by CRLF. */
export function toCsv(rows: readonly (readonly string[])[]): string {
  return rows.map((row) => `${row.map(csvField).join(',')}\r\n`).join('');
}

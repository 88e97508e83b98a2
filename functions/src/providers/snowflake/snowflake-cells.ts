/** One column of a result set's `rowType`. Snowflake names the type in lower case (`fixed`, `text`...). */
export interface SnowflakeColumn {
  name: string;
  type: string;
  scale?: number | null;
  precision?: number | null;
  nullable?: boolean;
}

/**
 * A decoded cell: numbers for FIXED/NUMBER and REAL, booleans, `YYYY-MM-DD` for DATE, `HH:MM:SS.fffffffff`
 * for TIME, a `Date` for the TIMESTAMP types, the text for the rest (TEXT, VARIANT, BINARY...), null for NULL.
 */
export type SnowflakeValue = string | number | boolean | Date | null;

const MS_PER_DAY = 86_400_000;

/** Epoch seconds with up to 9 decimals (`"1700000000.123456789"`) as milliseconds; sub-millisecond digits are dropped. */
function epochSecondsToMs(text: string): number {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const negative = whole.startsWith('-');
  const ms = Number(whole) * 1000 + (negative ? -1 : 1) * Number(fraction.padEnd(3, '0').slice(0, 3));
  if (!Number.isFinite(ms)) throw new Error(`not epoch seconds: ${text}`);
  return ms;
}

function realNumber(text: string): number {
  const special: Record<string, number> = { inf: Infinity, '-inf': -Infinity, nan: Number.NaN };
  const value = special[text.toLowerCase()] ?? Number(text);
  if (Number.isNaN(value) && text.toLowerCase() !== 'nan') throw new Error(`not a number: ${text}`);
  return value;
}

function fixedNumber(text: string): number {
  // The jsonv2 text is already the decimal value ("123.45" for scale 2): not to be divided by the scale.
  const value = Number(text);
  if (!Number.isFinite(value)) throw new Error(`not a number: ${text}`);
  return value;
}

function timeOfDay(text: string): string {
  const [whole = '0', fraction = ''] = text.trim().split('.');
  const seconds = Number(whole);
  if (!Number.isInteger(seconds)) throw new Error(`not a time: ${text}`);
  const pad = (value: number) => String(value).padStart(2, '0');
  const clock = `${pad(Math.floor(seconds / 3600))}:${pad(Math.floor(seconds / 60) % 60)}:${pad(seconds % 60)}`;
  return fraction ? `${clock}.${fraction}` : clock;
}

/**
 * Decodes one jsonv2 cell by its column's type, never by its look: every non-null cell is a string; DATE
 * counts days since 1970-01-01; TIME, TIMESTAMP_NTZ and TIMESTAMP_LTZ are epoch seconds; TIMESTAMP_TZ is
 * `"<epoch seconds> <offset minutes + 1440>"` (the instant is the epoch seconds, UTC).
 */
export function decodeCell(cell: unknown, column: SnowflakeColumn): SnowflakeValue {
  if (cell === null || cell === undefined) return null;
  const text = String(cell);
  switch (column.type.toLowerCase()) {
    case 'fixed':
    case 'number':
    case 'decimal':
      return fixedNumber(text);
    case 'real':
    case 'float':
    case 'double':
      return realNumber(text);
    case 'boolean':
      return text === 'true' || text === '1';
    case 'date': {
      const days = Number(text);
      if (!Number.isInteger(days)) throw new Error(`not a day count: ${text}`);
      return new Date(days * MS_PER_DAY).toISOString().slice(0, 10);
    }
    case 'time':
      return timeOfDay(text);
    case 'timestamp_ntz':
    case 'timestamp_ltz':
      return new Date(epochSecondsToMs(text));
    case 'timestamp_tz':
      return new Date(epochSecondsToMs(text.trim().split(/\s+/)[0] ?? ''));
    default:
      return text;
  }
}

/** Decodes a partition's rows; a cell that does not fit its type names the column. */
export function decodeRows(data: unknown[][], columns: SnowflakeColumn[]): SnowflakeValue[][] {
  return data.map((row) =>
    columns.map((column, index) => {
      try {
        return decodeCell(row[index], column);
      } catch (error) {
        throw new Error(`Column ${column.name} (${column.type}): ${(error as Error).message}`);
      }
    }),
  );
}

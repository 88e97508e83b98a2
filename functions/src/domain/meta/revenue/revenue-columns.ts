import type { RevenueRow } from '#shared/schemas/revenue-source';
import type { WarehouseResult } from '../../../ports/warehouse';
import { DomainError } from '../../domain-error';

/** The columns the revenue query must return, by the names a query may give them (any case). */
type FigureField = Exclude<keyof RevenueRow, 'final'>;
const COLUMNS: Record<FigureField, string[]> = {
  day: ['day', 'date'],
  channel: ['channel'],
  revenue: ['revenue'],
  conversions: ['conversions'],
  pageViews: ['page_views', 'pageviews'],
  sessions: ['sessions'],
};

/** The query's answer does not have the shape a revenue row needs (unprocessable); the message says what to change. */
export class RevenueQueryShapeError extends DomainError {
  override name = 'RevenueQueryShapeError';
  constructor(message: string) {
    super('unprocessable', message);
  }
}

const numberOr = (value: unknown, column: string, row: number): number => {
  if (value === null) return 0;
  if (typeof value !== 'number' || !Number.isFinite(value))
    throw new RevenueQueryShapeError(`Row ${row}: ${column} must be a number, got ${JSON.stringify(value)}`);
  return value;
};

/** A final flag cell: BOOLEAN, or 1/0; NULL is a row not yet flagged final. */
function flagOf(value: unknown, column: string, row: number): boolean {
  if (value === null || value === false || value === 0) return false;
  if (value === true || value === 1) return true;
  throw new RevenueQueryShapeError(
    `Row ${row}: ${column} must be a BOOLEAN (or 1/0), got ${JSON.stringify(value)}`,
  );
}

/** Where the final flag column is in the answer; refused, named, when the query does not return it. */
function flagIndex(names: string[], result: WarehouseResult, finalColumn: string): number | undefined {
  if (!finalColumn) return undefined;
  const at = names.indexOf(finalColumn.toLowerCase());
  if (at < 0)
    throw new RevenueQueryShapeError(
      `The query returns no ${finalColumn} column, set as the final flag column (it returns ${result.columns.map((c) => c.name).join(', ') || 'no columns'}); return it or clear the setting`,
    );
  return at;
}

/**
 * Maps a result set to revenue rows by column name: `day` (a DATE, or `YYYY-MM-DD` text), `channel`,
 * `revenue`, `conversions`, `page_views` and `sessions`, and `final` from `finalColumn` when the source
 * has one. A missing column is named, with the columns the query did return; a NULL figure counts as 0
 * (a day without sessions), a NULL day or channel is refused.
 */
export function toRevenueRows(result: WarehouseResult, finalColumn = ''): RevenueRow[] {
  const names = result.columns.map((column) => column.name.toLowerCase());
  const flagAt = flagIndex(names, result, finalColumn);
  const index = {} as Record<FigureField, number>;
  for (const [field, aliases] of Object.entries(COLUMNS) as [FigureField, string[]][]) {
    const at = names.findIndex((name) => aliases.includes(name));
    if (at < 0)
      throw new RevenueQueryShapeError(
        `The query returns no ${aliases[0]} column (it returns ${result.columns.map((c) => c.name).join(', ') || 'no columns'}); it must return day, channel, revenue, conversions, page_views and sessions`,
      );
    index[field] = at;
  }
  return result.rows.map((cells, position) => {
    const row = position + 1;
    const day = cells[index.day];
    const dayText = day instanceof Date ? day.toISOString().slice(0, 10) : day;
    if (typeof dayText !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(dayText))
      throw new RevenueQueryShapeError(
        `Row ${row}: day must be a DATE or YYYY-MM-DD text, got ${JSON.stringify(day)}`,
      );
    const channel = cells[index.channel];
    if (channel === null || channel === '') throw new RevenueQueryShapeError(`Row ${row}: channel is empty`);
    const figures: RevenueRow = {
      day: dayText,
      channel: String(channel),
      revenue: numberOr(cells[index.revenue], 'revenue', row),
      conversions: numberOr(cells[index.conversions], 'conversions', row),
      pageViews: numberOr(cells[index.pageViews], 'page_views', row),
      sessions: numberOr(cells[index.sessions], 'sessions', row),
    };
    return flagAt === undefined ? figures : { ...figures, final: flagOf(cells[flagAt], finalColumn, row) };
  });
}

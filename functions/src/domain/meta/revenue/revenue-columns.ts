import type { RevenueRow } from '#shared/schemas/revenue-source';
import type { WarehouseResult } from '../../../ports/warehouse';
import { DomainError } from '../../domain-error';

/** The columns the revenue query must return, by the names a query may give them (any case). */
const COLUMNS: Record<keyof RevenueRow, string[]> = {
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

/**
 * Maps a result set to revenue rows by column name: `day` (a DATE, or `YYYY-MM-DD` text), `channel`,
 * `revenue`, `conversions`, `page_views` and `sessions`. A missing column is named, with the columns the
 * query did return; a NULL figure counts as 0 (a day without sessions), a NULL day or channel is refused.
 */
export function toRevenueRows(result: WarehouseResult): RevenueRow[] {
  const names = result.columns.map((column) => column.name.toLowerCase());
  const index = {} as Record<keyof RevenueRow, number>;
  for (const [field, aliases] of Object.entries(COLUMNS) as [keyof RevenueRow, string[]][]) {
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
    return {
      day: dayText,
      channel: String(channel),
      revenue: numberOr(cells[index.revenue], 'revenue', row),
      conversions: numberOr(cells[index.conversions], 'conversions', row),
      pageViews: numberOr(cells[index.pageViews], 'page_views', row),
      sessions: numberOr(cells[index.sessions], 'sessions', row),
    };
  });
}

import { UNMATCHED_REVENUE_ID } from '#shared/insights/unmatched-revenue';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';

export type SortDirection = 'asc' | 'desc';

/** The sortable columns: every column of the table but actions. */
export type SortKey = Exclude<
  keyof EnrichedInsight,
  | 'campaign_id'
  | 'keyword'
  | 'keyword_id'
  | 'channel'
  | 'bid_cap'
  | 'link_clicks'
  | 'page_views'
  | 'sessions'
  | 'copy_of'
>;

export interface InsightsSort {
  key: SortKey;
  direction: SortDirection;
}

const TEXT_KEYS = new Set<SortKey>(['campaign_name', 'status', 'objective', 'bid_strategy']);
/**
 * Costs read best cheapest first (docs/contract.md#campaign-insights): CPC, CPM and the daily budget start
 * ascending.
 */
const ASCENDING_NUMBERS = new Set<SortKey>(['cpc', 'cpm', 'daily_budget']);

/** The contract's default: spend, highest first. */
export const DEFAULT_SORT: InsightsSort = { key: 'spend', direction: 'desc' };

/** The direction a column starts in: text ascending, numbers descending except CPC, CPM and daily budget. */
export const firstDirection = (key: SortKey): SortDirection =>
  TEXT_KEYS.has(key) || ASCENDING_NUMBERS.has(key) ? 'asc' : 'desc';

/** A click on a column header: the same column toggles, another column starts in its own direction. */
export const nextSort = (current: InsightsSort, key: SortKey): InsightsSort =>
  current.key === key
    ? { key, direction: current.direction === 'asc' ? 'desc' : 'asc' }
    : { key, direction: firstDirection(key) };

/** The value compared: ctr, roi and conversion rate arrive as percent texts (`2.35%`) and sort as numbers. */
function sortValue(row: EnrichedInsight, key: SortKey): string | number | null {
  const value = row[key];
  if (TEXT_KEYS.has(key)) return String(value).toLowerCase();
  if (typeof value === 'string') {
    const number = Number.parseFloat(value);
    return Number.isNaN(number) ? null : number;
  }
  return value;
}

/**
 * The rows in `sort` order. A row without the value (a campaign budget on its ad sets) goes last either way,
 * and the non-matching revenue row stays at the bottom: it is no campaign, only the rest of the revenue.
 */
export function sortInsights(rows: readonly EnrichedInsight[], sort: InsightsSort): EnrichedInsight[] {
  const sign = sort.direction === 'asc' ? 1 : -1;
  return rows.toSorted((a, b) => {
    const pinned =
      Number(a.campaign_id === UNMATCHED_REVENUE_ID) - Number(b.campaign_id === UNMATCHED_REVENUE_ID);
    if (pinned !== 0) return pinned;
    const left = sortValue(a, sort.key);
    const right = sortValue(b, sort.key);
    if (left === null || right === null) return Number(left === null) - Number(right === null);
    if (typeof left === 'string' || typeof right === 'string')
      return sign * String(left).localeCompare(String(right));
    return sign * (left - right);
  });
}

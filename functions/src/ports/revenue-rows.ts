/** The warehouse's revenue per channel and day (US Eastern days), for a date range. */
export interface RevenueRows {
  rows(since: string, until: string): Promise<RevenueRow[]>;
}

export interface RevenueRow {
  day: string;
  channel: string;
  revenue: number;
  conversions: number;
  pageViews: number;
  sessions: number;
  /** Whether the day's revenue is final; absent when the source does not say (the refresh settles it by age). */
  final?: boolean;
}

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
}

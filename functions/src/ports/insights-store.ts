/** One campaign's delivery on one US Eastern day, as Meta reported it (money in the account currency). */
export interface CampaignDay {
  day: string;
  campaignId: string;
  accountId: string;
  campaignName: string;
  spend: number;
  impressions: number;
  clicks: number;
  linkClicks: number;
  results: number;
  /** Meta's pixel conversions (purchases and leads); the warehouse's count is preferred when it has one. */
  conversions: number;
}

/** One ad's delivery on one US Eastern day, as Meta reported it at level=ad: what the fatigue signal reads. */
export interface AdDay {
  day: string;
  adId: string;
  adName: string;
  adsetId: string;
  campaignId: string;
  impressions: number;
  /** People reached that day; Meta's `frequency` is impressions over reach. */
  reach: number;
  linkClicks: number;
}

/** A campaign as it is now: what the insights row shows besides figures, and its channel (the join key). */
export interface CampaignSnapshot {
  campaignId: string;
  accountId: string;
  name: string;
  status: string;
  objective: string;
  /** Meta's value (`LOWEST_COST_WITHOUT_CAP` ...), from the campaign with CBO, else from its ad sets. */
  bidStrategy?: string;
  dailyBudget?: number;
  bidCap?: number;
  /** The ad set name `channel_XXXXX` the warehouse reports revenue under. */
  channel?: string;
  refreshedAt: string;
  /** The ad account's `timezone_name`: Meta's days of this campaign (absent before it was recorded). */
  timeZone?: string;
}

/** The warehouse's figures for one channel on one US Eastern day. */
export interface ChannelRevenueDay {
  day: string;
  channel: string;
  revenue: number;
  conversions: number;
  pageViews: number;
  sessions: number;
  /** Whether the partner has settled the day's revenue (its flag, or the day's age): else an estimate. */
  final: boolean;
  /**
   * The first estimate of the day's revenue a refresh stored; null when the day was final when first
   * seen, or when it was stored before settlement was recorded.
   */
  firstEstimate: number | null;
}

/** A day's warehouse figures as a refresh brings them: the store keeps the first estimate itself. */
export type WarehouseRevenueDay = Omit<ChannelRevenueDay, 'firstEstimate'>;

/** A piece of refresh work: one ad account's insights for a range, or the warehouse's rows for a range. */
export type RefreshUnit =
  | { kind: 'meta'; accountId: string; since: string; until: string }
  | { kind: 'revenue'; since: string; until: string };

export interface RefreshState {
  lastRefreshedAt?: string;
  /** Work a throttled run left: the next run does it first. */
  pending: RefreshUnit[];
  /** Why the last run stopped early, for the screen. */
  lastProblem?: string;
}

/**
 * The insights store on the single table: per campaign and day, per ad and day, per channel and day, campaign snapshots and
 * the refresh state. Reads are Queries on keys; writes are idempotent upserts.
 */
export interface InsightsStore {
  putCampaignDays(rows: CampaignDay[]): Promise<void>;
  putSnapshots(snapshots: CampaignSnapshot[]): Promise<void>;
  putAdDays(rows: AdDay[]): Promise<void>;
  /** Every ad's days in the range (one partition per day, as the campaign days). */
  adDays(range: { since: string; until: string }): Promise<AdDay[]>;
  /**
   * Replaces the warehouse's rows of every day in the range by `rows` (a restated day drops its old rows),
   * keeping each channel and day's first estimate.
   */
  replaceRevenue(range: { since: string; until: string }, rows: WarehouseRevenueDay[]): Promise<void>;
  campaignDays(range: { since: string; until: string }): Promise<CampaignDay[]>;
  revenueDays(range: { since: string; until: string }): Promise<ChannelRevenueDay[]>;
  snapshots(): Promise<CampaignSnapshot[]>;
  state(): Promise<RefreshState>;
  saveState(state: RefreshState): Promise<void>;
  /** Takes the run lease until `nowMs + leaseMs`; false while another run holds it. */
  claimRun(nowMs: number, leaseMs: number): Promise<boolean>;
  releaseRun(): Promise<void>;
}

import type {
  LaunchCopyOverride,
  LaunchItemStatus,
  LaunchStartStatus,
  LaunchStatus,
  LaunchTrigger,
} from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';

/** A bulk launch (issue 33): many campaigns, one per article, created by the creation saga one by one. */
export interface LaunchRecord {
  id: string;
  status: LaunchStatus;
  trigger: LaunchTrigger;
  /** The profile as it was when the launch started: a later edit does not change a launch under way. */
  profile: Profile;
  /** Each campaign's daily budget; the profile's when null. */
  dailyBudget: number | null;
  startStatus: LaunchStartStatus;
  /** SHA-256 of the request that started it: the same Idempotency-Key with another body is refused. */
  fingerprint: string;
  total: number;
  created: number;
  failed: number;
  /** The user who launched it; null for a launch on go-live. */
  createdBy: string | null;
  /** The site whose article going live started it. */
  siteId?: string;
  createdAt: string;
  updatedAt: string;
  /**
   * Its campaigns, in the order asked for, kept in the launch's own item (200 at most, their copy edits
   * bounded by the route): each outcome is one conditional write with the counts, no transaction needed.
   */
  items: LaunchItemRecord[];
}

/** One campaign of a launch, in the order it was asked for. */
export interface LaunchItemRecord {
  /** Its place in the launch: items are created in this order. */
  index: number;
  keywordId: string;
  masterKeyword: string;
  status: LaunchItemStatus;
  /** Tries so far: each Retry failed is a new creation (a new key), the earlier one's failure kept. */
  attempt: number;
  copy?: LaunchCopyOverride;
  recordId?: string;
  campaignId?: string;
  campaignName?: string;
  error?: string;
}

export type LaunchItemOutcome = Pick<
  LaunchItemRecord,
  'status' | 'recordId' | 'campaignId' | 'campaignName' | 'error'
>;

export interface LaunchStore {
  /** Stores a new launch; false when a launch with its id exists (the same key again). */
  create(launch: LaunchRecord): Promise<boolean>;
  find(id: string): Promise<LaunchRecord | undefined>;
  /** Newest first, without their items. */
  list(limit: number): Promise<Omit<LaunchRecord, 'items'>[]>;
  /** The launches still running, whatever their age, without their items (what a restart or the schedule resumes). */
  running(): Promise<Omit<LaunchRecord, 'items'>[]>;
  /** Holds the launch for one worker until `nowMs + leaseMs`; false while another holds it. */
  claim(id: string, nowMs: number, leaseMs: number): Promise<boolean>;
  /** Extends the lease of the worker holding the launch. */
  renew(id: string, nowMs: number, leaseMs: number): Promise<void>;
  unclaim(id: string): Promise<void>;
  /** Records a pending item's outcome and counts it; false when it was not pending (settled already). */
  settleItem(id: string, index: number, outcome: LaunchItemOutcome, updatedAt: string): Promise<boolean>;
  /** Sets the launch's final status: it is no longer running. */
  finish(id: string, status: LaunchStatus, updatedAt: string): Promise<void>;
  /**
   * Stores the launch again as running (a Retry failed); false when it is running or was written since
   * it was read (`previousUpdatedAt`).
   */
  restart(launch: LaunchRecord, previousUpdatedAt: string): Promise<boolean>;
}

/** Starts (or goes on with) a launch's work elsewhere: an asynchronous Lambda invocation, or in-process. */
export interface LaunchStarter {
  start(launchId: string): Promise<void>;
}

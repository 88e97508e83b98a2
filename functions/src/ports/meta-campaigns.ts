import type { CampaignForm, CampaignSettings, CampaignStatus } from '#shared/schemas/meta-campaigns';

/** The Graph objects a campaign creation makes, in the order it makes them. */
export const CREATION_STEPS = ['campaign', 'adset', 'image', 'creative', 'ad'] as const;
export type CreationStep = (typeof CREATION_STEPS)[number];

/** Ids of what was made so far: campaign, ad set, creative and ad ids, and the uploaded image's hash. */
export type CreatedObjects = Partial<Record<CreationStep, string>>;

export type CreationState = 'creating' | 'created' | 'failed';

/** Why a creation failed for good: Meta refused a value (`invalid`) or refused for another reason. */
export type CreationFailureKind = 'invalid' | 'upstream_refused';

/**
 * One campaign creation, stored before the first Graph call and updated around every other, so a retried
 * request resumes where the last one stopped, and a failure knows what to delete.
 */
export interface CampaignRecord {
  /** The creation's id, from the client's idempotency key: the same key again is this creation. */
  id: string;
  /** Who asked for it (the pool's reservations are per owner). */
  owner: string;
  keywordId: string;
  campaignName: string;
  adsetName: string;
  adTitle: string;
  adDescription: string;
  /** The ad's primary text (Meta's `message`) when a launch edited it apart; the description otherwise. */
  primaryText?: string;
  form: CampaignForm;
  /** SHA-256 of the request body that started it; absent on a duplicate's copy and on older records. */
  fingerprint?: string;
  /**
   * Meta's targeting spec sent as is instead of the one built from the form: a duplicate's, the source's
   * targeting as Meta had it with the duplicate dialog's changes (decision 020).
   */
  targeting?: Record<string, unknown>;
  /** Meta's id of the campaign this one duplicates. */
  duplicateOf?: string;
  state: CreationState;
  /** The step whose Graph call was started and whose id is not recorded yet. */
  pendingStep?: CreationStep;
  created: CreatedObjects;
  /** Known once created. */
  status?: CampaignStatus;
  settings?: CampaignSettings;
  /** Meta's explanation of why the creation failed, which the same request again is answered. */
  failure?: string;
  /** Why it failed, which the same request again is answered with (older failed records have none: invalid). */
  failureKind?: CreationFailureKind;
  createdAt: string;
  updatedAt: string;
}

/** A created campaign as the keyword economics join it: to its keyword, and to Meta's id in the insights. */
export interface CampaignLink {
  id: string;
  keywordId: string;
  /** Meta's campaign id. */
  campaignId: string;
  campaignName: string;
  status: CampaignStatus;
  createdAt: string;
  /** Meta's id of the campaign this one copies (a duplicate's). */
  duplicateOf?: string;
}

/** Keeps some of a batch of records (a filter that reads something else for them, in one go per batch). */
export type CampaignFilter = (records: CampaignRecord[]) => Promise<CampaignRecord[]>;

/** Campaign records on the single table: by id, newest first (created ones only), and their counts. */
export interface CampaignRepository {
  findById(id: string): Promise<CampaignRecord | undefined>;
  /** Stores a new creation; false when one with this id exists already. */
  start(record: CampaignRecord): Promise<boolean>;
  /**
   * Takes the creation for `leaseMs` so two requests with the same id never run it at once; false while
   * another holds it. The lease runs out by itself, so a crashed request never blocks a retry for long.
   */
  claim(id: string, nowMs: number, leaseMs: number): Promise<boolean>;
  /** Gives the lease back. */
  unclaim(id: string): Promise<void>;
  /** Notes that the Graph call of `step` is about to be made. */
  begin(id: string, step: CreationStep, now: string): Promise<void>;
  /** Records the id the Graph call of `step` returned (or `undefined` once it was deleted again). */
  record(id: string, step: CreationStep, objectId: string | undefined, now: string): Promise<void>;
  /** Marks the creation done, lists it and counts it, once (a second call does nothing). */
  complete(id: string, settings: CampaignSettings, status: CampaignStatus, now: string): Promise<void>;
  /** Marks the creation failed for good, with the answer the same request again gets. */
  fail(id: string, failure: { reason: string; kind: CreationFailureKind }, now: string): Promise<void>;
  /**
   * One page of created campaigns, newest first, optionally matching a search text and kept by `keep`,
   * which is given the records a batch at a time and answers those it keeps.
   */
  list(
    page: number,
    pageSize: number,
    search?: string,
    keep?: CampaignFilter,
  ): Promise<{ campaigns: CampaignRecord[]; hasMore: boolean }>;
  /** Every created campaign as a link to its keyword, or only those of one keyword; newest first. */
  links(keywordId?: string): Promise<CampaignLink[]>;
  /** Created campaigns per keyword id. */
  countsByKeyword(): Promise<Record<string, number>>;
  /** Every created campaign (the dashboard's Ad Campaigns stat). */
  count(): Promise<number>;
  /** The created campaign whose Meta campaign id this is, if this app created it. */
  findByMetaCampaignId(campaignId: string): Promise<CampaignRecord | undefined>;
  /** Takes a change made in Meta since the creation (status, budget, bid) into a created campaign's record. */
  applyMetaChange(id: string, change: CampaignMetaChange, now: string): Promise<void>;
}

/** What an action on a live campaign changed, in the record's terms (settings in the account currency). */
export interface CampaignMetaChange {
  status?: CampaignStatus;
  dailyBudget?: number;
  bidAmount?: number;
  bidStrategy?: string;
}

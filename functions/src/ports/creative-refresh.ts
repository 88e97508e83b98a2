import type { KeywordRecord } from './keywords';

/** A creative refresh's new copy, written from the keyword's article with the active ad prompts. */
export interface RefreshedCopy {
  adTitle: string;
  adDescription: string;
  /** A new image, when asked for: its bytes and the text Cloud Vision read in it ('' when none). */
  image?: { bytes: Uint8Array; contentType: string; text: string };
  /** What the calls cost, as the keyword's usage counters (`creativeRefresh:<model>:<field>`). */
  usage: Record<string, number>;
}

/**
 * Writes an ad's new copy (and image): on the local stack in-process with the pipeline's own generation; a
 * function without the AI clients has none, and a refresh there says so.
 */
export interface CreativeWriter {
  write(keyword: KeywordRecord, options: { newImage: boolean }): Promise<RefreshedCopy>;
}

export type CreativeRefreshState = 'running' | 'done' | 'failed';

/**
 * One creative refresh, stored before its first Graph call and after each step, so the same refresh again
 * (a retried request, the same rule on the same ad) resumes it or answers its outcome, never making a
 * second ad or paying for a second copy.
 */
export interface CreativeRefreshRecord {
  id: string;
  /** Meta's ids. */
  campaignId: string;
  oldAdId: string;
  adsetId: string;
  newImage: boolean;
  state: CreativeRefreshState;
  oldAdTitle: string;
  /** Written once; its AI cost was added to the keyword then. */
  copy?: { adTitle: string; adDescription: string; imageText: string };
  imageHash?: string;
  creativeId?: string;
  newAdId?: string;
  /** Why it failed, in words for the log and the toast. */
  failure?: string;
  /** While a request runs it (epoch ms): another request for it meanwhile is refused, not run twice. */
  leaseUntil?: number;
  /** The action log's entry of a person's refresh (a rule's evaluation logs its own). */
  entryId?: string;
  /** Set when the refresh was undone: the same key then starts a new refresh. */
  undoneAt?: string;
  createdAt: string;
  updatedAt: string;
}

export interface CreativeRefreshStore {
  get(id: string): Promise<CreativeRefreshRecord | undefined>;
  /** Stores a new refresh; false when one with this id exists already. */
  start(record: CreativeRefreshRecord): Promise<boolean>;
  /** Replaces the stored record with this one. */
  save(record: CreativeRefreshRecord): Promise<void>;
}

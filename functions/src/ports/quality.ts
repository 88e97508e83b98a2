import type { QualityReport, QualitySettings } from '#shared/schemas/quality';

/** The quality settings (Settings > Quality); undefined until an admin saves them. */
export interface QualitySettingsStore {
  get(): Promise<QualitySettings | undefined>;
  save(settings: QualitySettings): Promise<void>;
}

/** A report as kept: with a fingerprint of the article an approval was given for. */
export interface StoredQualityReport extends QualityReport {
  /** SHA-256 of the approved article: the approval holds only while the article is unchanged. */
  approvedArticle?: string;
}

/** A keyword's last quality report, one small item per keyword. */
export interface QualityReportStore {
  get(keywordId: string): Promise<StoredQualityReport | undefined>;
  put(report: StoredQualityReport): Promise<void>;
}

/**
 * Where an article stands for the near-duplicate check: `pending` while its own check runs, `passed` once
 * it goes (or went) live, `held` while it waits as a draft for review (it counts against nobody then).
 */
export type DuplicateState = 'pending' | 'passed' | 'held';

/** Positions of a signature; the similarity estimate's standard error is at most 0.5/√128 ≈ 0.044. */
export const SIGNATURE_LENGTH = 128;

/** One article of a site in the near-duplicate index. */
export interface DuplicateEntry {
  keywordId: string;
  masterKeyword: string;
  title: string;
  url?: string;
  /** Orders a batch: of two near-duplicates checked at once, the one ordered first goes live. */
  order: string;
  state: DuplicateState;
  /** Its MinHash signature: `SIGNATURE_LENGTH` positions. */
  signature: Uint32Array;
  /** The band keys it is listed under, so a new signature can leave the old bands. */
  bandKeys: string[];
}

/**
 * The near-duplicate index of each site (decision 036): every article's signature, and per band key the
 * articles listed under it. Every method costs a fixed number of key reads or writes, whatever the number
 * of articles: nothing is scanned.
 */
export interface DuplicateIndex {
  /** Stores the entry and lists it under its band keys, leaving the bands of the entry it replaces. */
  register(siteKey: string, entry: DuplicateEntry): Promise<void>;
  /** The keyword ids listed under any of these band keys (one batch read). */
  listed(siteKey: string, bandKeys: string[]): Promise<string[]>;
  /** The entries of these keywords whose keyword still exists (deleted keywords count against nobody). */
  entries(siteKey: string, keywordIds: string[]): Promise<DuplicateEntry[]>;
  /** One entry, read consistently (a batch peer's verdict, awaited). */
  entry(siteKey: string, keywordId: string): Promise<DuplicateEntry | undefined>;
  /** Moves an entry to `state`, with the address it went live at when it has one. */
  setState(siteKey: string, keywordId: string, state: DuplicateState, url?: string): Promise<void>;
}

/** A live article other articles of its site may link to. */
export interface LinkTarget {
  keywordId: string;
  title: string;
  url: string;
  /** Its tags, normalised (lower case, single spaces). */
  tags: string[];
}

/**
 * The internal-links index of each site (issue 24): per tag, the live articles carrying it, and per article
 * its address and tags. A lookup is two batch reads, whatever the number of articles.
 */
export interface LinkIndex {
  /** Live articles sharing at least one of `tags`, with how many they share, most shared first. */
  related(siteKey: string, tags: string[], limit: number): Promise<{ target: LinkTarget; shared: number }[]>;
  /** Lists a live article under its tags (leaving the tags it no longer has). */
  register(siteKey: string, target: LinkTarget): Promise<void>;
  /** Takes an article out (held back for review, so no longer live). */
  remove(siteKey: string, keywordId: string): Promise<void>;
}

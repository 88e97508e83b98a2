import type { PromptCategory } from '#shared/product/prompt-categories';
import type {
  ArticleStatus,
  Keyword,
  KeywordImage,
  KeywordOptions,
  KeywordStatus,
  KeywordSummary,
  KeywordTags,
} from '#shared/schemas/keywords';

/**
 * A keyword as stored: the API's record (without the variants, which are records of their own) plus what
 * only the pipeline reads.
 */
export interface KeywordRecord extends Omit<Keyword, 'variants'> {
  /** The prompt used by each pipeline step, by category, for traceability. */
  promptIds: Partial<Record<PromptCategory, string>>;
  /** Usage counters added by the pipeline steps (tokens, images...), by name. */
  usage: Record<string, number>;
  /** The WordPress post of the article, so a retried publish updates it instead of posting twice. */
  wordpressPostId?: number;
}

/** A keyword to create; it starts as Pending. */
export interface NewKeyword {
  /** Lets a retried step create the same record again without duplicating it; generated when absent. */
  id?: string;
  masterKeyword: string;
  /** Defaults to the master keyword. */
  primaryTag?: string;
  secondaryTags?: string[];
  manualTags?: string[];
  options: KeywordOptions;
  /** Makes the record a variant of that master keyword: not listed among master keywords. */
  parentId?: string;
  /** The site it is written for (never changes after); see `KeywordSummary.siteId`. */
  siteId?: string;
}

export interface CreateKeywordsResult {
  /** Created records, in the order given. */
  created: KeywordRecord[];
  /**
   * Master keywords of the input that already existed (case- and space-insensitively, or within the input
   * itself), and inputs whose given id already existed; as given, nothing written for them.
   */
  duplicates: string[];
}

/** Filters of the master-keyword list; every combination is served by the index (see ADR 007). */
export interface KeywordListFilter {
  /** Absent means every status. */
  status?: KeywordStatus;
  /** Word-prefix search over master keyword, title and tags; every word must match. */
  search?: string;
  /** Inclusive UTC days, `yyyy-MM-dd`. */
  createdFrom?: string;
  createdTo?: string;
  publishedOnly?: boolean;
  /** One site's keywords only (`KeywordSummary.siteId`). */
  site?: string;
}

/** Where a page of published keywords starts: members of the masters' and the variants' lists before it. */
export interface PublishedPosition {
  masters: number;
  variants: number;
}

export interface PublishedPage {
  keywords: KeywordSummary[];
  /** Where the next page starts; absent on the last page. */
  next?: PublishedPosition;
}

/**
 * Field changes made by pipeline steps or the edit dialog. `null` clears an optional field. The status is
 * never changed here: only through `transition`.
 */
export interface KeywordChanges {
  primaryTag?: string;
  secondaryTags?: string[];
  title?: string;
  tags?: KeywordTags;
  manualTags?: string[];
  article?: string;
  seoTitle?: string;
  seoDescription?: string;
  images?: KeywordImage[];
  adTitle?: string;
  adDescription?: string;
  url?: string | null;
  articleStatus?: ArticleStatus;
  publishedUrl?: string | null;
  publishedDate?: string | null;
  errorReason?: string | null;
  wordpressPostId?: number | null;
  /** Merged into the stored prompt ids (one entry per category). */
  promptIds?: Partial<Record<PromptCategory, string>>;
  /** Added atomically to the stored usage counters, so parallel steps never lose each other's counts. */
  addUsage?: Record<string, number>;
}

/** Exact counts kept by the index (never counted by reading keywords). */
export interface KeywordCounts {
  /** Master keywords by status. */
  masters: Record<KeywordStatus, number>;
  mastersPublished: number;
  /** Variants by status. */
  variants: Record<KeywordStatus, number>;
  variantsPublished: number;
}

export interface DeletedKeywords {
  /** The keyword and its variants, as they were. */
  deleted: KeywordRecord[];
  /** Blob keys of their stored images (the product's own `/images/...` paths), for the caller to delete. */
  imageKeys: string[];
}

/**
 * Storage of keywords and of everything that finds them: the ordered, counted lists (all master keywords,
 * per status, published, per search token), the duplicate guard per master keyword and the counters.
 * Implementations keep every count exact through creates, transitions, updates and deletes.
 */
export interface KeywordRepository {
  /** The keyword (master or variant) with this id, or undefined. */
  findById(id: string): Promise<KeywordRecord | undefined>;

  /** The keywords with these ids that exist, in the order given; unknown ids are left out. */
  findMany(ids: string[]): Promise<KeywordRecord[]>;
  /**
   * Each of these keywords' site id (the primary site's for one from before sites), by keyword id, read by
   * key in batches; a keyword that no longer exists is absent.
   */
  siteIds(ids: string[]): Promise<Map<string, string>>;

  /**
   * Creates Pending keywords in one batch, skipping (and reporting) duplicates: a master keyword whose
   * normalized text (lower case, single spaces) is taken, or a record whose given id exists. Writes only
   * what it creates; safe to call again with the same ids after a failure.
   */
  create(keywords: NewKeyword[]): Promise<CreateKeywordsResult>;

  /**
   * One page of master keywords (never variants), newest first, matching the filter, with the total that
   * matches. Costs the same whatever the number of keywords stored.
   */
  list(
    filter: KeywordListFilter,
    offset: number,
    limit: number,
  ): Promise<{ keywords: KeywordSummary[]; total: number }>;

  /** Ids of the master keywords currently in one of these statuses, newest first (for Process All). */
  idsWithStatus(statuses: KeywordStatus[]): Promise<string[]>;

  /** The variants generated from a master keyword, oldest first. */
  variantsOf(parentId: string): Promise<KeywordRecord[]>;

  /**
   * Up to `limit` published keywords (masters and variants), newest first, from `from` (how many of each
   * list earlier pages took), and where the next page starts when there is one. Costs the same wherever
   * the page falls.
   */
  listPublished(from: PublishedPosition, limit: number): Promise<PublishedPage>;

  /**
   * Moves a keyword to status `to` (applying `changes` in the same write) only if its status is one of
   * `from`. Resolves true when applied, false when the keyword is missing or in another status. Counts
   * follow exactly, even when two callers race for the same transition (only one applies).
   */
  transition(
    id: string,
    from: KeywordStatus[],
    to: KeywordStatus,
    changes?: KeywordChanges,
  ): Promise<boolean>;

  /**
   * Applies field changes (tags, title, article, images, ad copy, URL and published fields, prompt ids,
   * usage) and keeps the search index and published counts in step. Resolves the updated record, or
   * undefined when the keyword does not exist.
   */
  update(id: string, changes: KeywordChanges): Promise<KeywordRecord | undefined>;

  /**
   * Deletes a keyword with its variants, their index entries and duplicate guards, and returns their image
   * keys so the caller deletes the blobs. Resolves undefined when the keyword does not exist.
   */
  delete(id: string): Promise<DeletedKeywords | undefined>;

  /** Exact counts by status and published state, for the dashboard's stats. */
  counts(): Promise<KeywordCounts>;

  /** Exact counts by status of one site's master keywords. */
  siteCounts(siteId: string): Promise<Record<KeywordStatus, number>>;

  /**
   * Mirrors these keywords' records, as they are now, into the lists and counts again (their search
   * prefixes too when a write left them unsynced). Every write mirrors itself right after the record; this
   * finishes the mirroring of a write cut off in between (a crash, a killed process). Idempotent.
   */
  relist(ids: string[]): Promise<void>;
}

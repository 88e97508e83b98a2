import {
  DEFAULT_NAVIGATIONAL_TAGS,
  DEFAULT_TRANSACTIONAL_TAGS,
  TAG_COUNT_MAX,
  TAG_COUNT_MIN,
  VARIANTS_MAX,
} from '../product/constants';
import * as z from '../validation/zod';

/**
 * Stored and displayed keyword statuses: the contract's keyword statuses and their transitions (docs/contract.md#keyword-statuses), and beside them
 * `Needs review`, for a keyword whose article a blocking quality check held back as a draft (decision 036),
 * and `Scheduled`, for one whose post waits in WordPress for its site's cadence slot (decision 040).
 */
const SPEC_STATUSES = ['Pending', 'Processing', 'Completed', 'Error'] as const;
export const KEYWORD_STATUSES = [...SPEC_STATUSES, 'Needs review', 'Scheduled'] as const;
export const keywordStatusSchema = z.enum(KEYWORD_STATUSES);
export type KeywordStatus = z.infer<typeof keywordStatusSchema>;

/** The contract's values of the list's status filter (docs/contract.md#keywords-list). */
const SPEC_STATUS_FILTERS = ['all', 'pending', 'processing', 'completed', 'error'] as const;
/** Values of the list's status filter, `needs review` and `scheduled` beside the contract's; any case. */
export const KEYWORD_STATUS_FILTERS = [...SPEC_STATUS_FILTERS, 'needs review', 'scheduled'] as const;
/** A value outside them is refused with the contract's message, which names the contract's values. */
export const keywordStatusFilterSchema = z.enum(KEYWORD_STATUS_FILTERS, {
  error: (issue) =>
    `Invalid enum value. Expected ${SPEC_STATUS_FILTERS.map((value) => `'${value}'`).join(' | ')}, received '${String(issue.input)}'`,
});
export type KeywordStatusFilter = z.infer<typeof keywordStatusFilterSchema>;

/** The contract's `pending` and `published`, and `scheduled` while WordPress holds the post for its slot. */
export const ARTICLE_STATUSES = ['pending', 'published', 'scheduled'] as const;
export const articleStatusSchema = z.enum(ARTICLE_STATUSES);
export type ArticleStatus = z.infer<typeof articleStatusSchema>;

/** The form's message for the Master Keywords textarea, also used for every keyword of a batch. */
export const KEYWORDS_REQUIRED_MESSAGE = 'Please enter at least one keyword';
export const KEYWORD_MAX_LENGTH = 200;
export const TAG_MAX_LENGTH = 100;

/** Generated tags; either list may be missing (the table then shows "No tags"). */
export const keywordTagsSchema = z.object({
  Transactional: z.array(z.string()).optional(),
  Navigational: z.array(z.string()).optional(),
});
export type KeywordTags = z.infer<typeof keywordTagsSchema>;

/** `url` is the product's own path (`/images/...`) for stored images. */
export const keywordImageSchema = z.object({
  url: z.string(),
  caption: z.string(),
  /** What Cloud Vision's text detection read in the image ('' when none); absent on older images. */
  text: z.string().optional(),
});
export type KeywordImage = z.infer<typeof keywordImageSchema>;

export const tagCountSchema = z.number().int().min(TAG_COUNT_MIN).max(TAG_COUNT_MAX);
/**
 * Variants the variants step creates for a keyword. At least 1: a Variants Count preference of 0 leaves
 * "Generate keyword variants" unchecked instead.
 */
export const variantsCountSchema = z.number().int().min(1).max(VARIANTS_MAX);

/** What the pipeline does for a keyword: the options it was added with. */
export const keywordOptionsSchema = z.object({
  transactionalTagsCount: tagCountSchema,
  navigationalTagsCount: tagCountSchema,
  generateVariants: z.boolean(),
  publishToWordPress: z.boolean(),
  generateAds: z.boolean(),
  /** Absent when the batch named none (the contract's payload, docs/contract.md#add-keywords-dialog, and keywords added before it existed). */
  variantsCount: variantsCountSchema.optional(),
});
export type KeywordOptions = z.infer<typeof keywordOptionsSchema>;

export const DEFAULT_KEYWORD_OPTIONS: KeywordOptions = {
  transactionalTagsCount: DEFAULT_TRANSACTIONAL_TAGS,
  navigationalTagsCount: DEFAULT_NAVIGATIONAL_TAGS,
  generateVariants: true,
  publishToWordPress: true,
  generateAds: true,
};

/** A variant as the detail dialog's Variants tab lists it. */
export const keywordVariantSummarySchema = z.object({
  id: z.string(),
  title: z.string(),
  primaryTag: z.string(),
  status: keywordStatusSchema,
  masterKeyword: z.string(),
  url: z.string().optional(),
});

/** A keyword as the list returns it: everything but the article HTML and the variants. */
export const keywordSummarySchema = z.object({
  id: z.string(),
  /** Set on variants: the master keyword they were generated from. */
  parentId: z.string().optional(),
  primaryTag: z.string(),
  secondaryTags: z.array(z.string()),
  masterKeyword: z.string(),
  title: z.string(),
  status: keywordStatusSchema,
  /** Why the last processing failed; set while the status is Error. */
  errorReason: z.string().optional(),
  url: z.string().optional(),
  createdAt: z.string(),
  updatedAt: z.string(),
  tags: keywordTagsSchema.optional(),
  manualTags: z.array(z.string()),
  images: z.array(keywordImageSchema),
  adTitle: z.string(),
  adDescription: z.string(),
  articleStatus: articleStatusSchema,
  publishedUrl: z.string().optional(),
  publishedDate: z.string().optional(),
  options: keywordOptionsSchema,
  /** The WordPress site the keyword is written for; absent on keywords added before sites: the primary. */
  siteId: z.string().optional(),
});
export type KeywordSummary = z.infer<typeof keywordSummarySchema>;

/** `GET /api/keywords/{id}`: the whole record with its article and variants. */
export const keywordSchema = keywordSummarySchema.extend({
  article: z.string(),
  /** The search results' title of the article; its post's slug is made from it (decision 041). */
  seoTitle: z.string().optional(),
  /** The search results' snippet of the article: its post's excerpt. */
  seoDescription: z.string().optional(),
  variants: z.array(keywordVariantSummarySchema),
});
export type Keyword = z.infer<typeof keywordSchema>;

export const countResponseSchema = z.object({ count: z.number().int() });
export type CountResponse = z.infer<typeof countResponseSchema>;

/** Calls that start processing: how many keywords, and the processing run when one started. */
export const processingStartedSchema = countResponseSchema.extend({ runId: z.string().optional() });

/** `GET /api/stats`. */
export const statsSchema = z.object({
  keywordsProcessed: z.number().int(),
  articlesPublished: z.number().int(),
  adCampaigns: z.number().int(),
  completedVariants: z.number().int(),
});
export type Stats = z.infer<typeof statsSchema>;

/** `GET /api/keywords/{id}/export-for-ads`, downloaded as `keyword-{id}-ad-export.json`. */
export const adExportSchema = z.object({
  id: z.string(),
  keyword: z.string(),
  title: z.string(),
  url: z.string().nullable(),
  tags: z.object({
    transactional: z.array(z.string()),
    navigational: z.array(z.string()),
    manual: z.array(z.string()),
  }),
  adTitle: z.string(),
  adDescription: z.string(),
  /** Absolute URLs, so the file is usable outside the product. */
  images: z.array(keywordImageSchema),
  exportedAt: z.string(),
});
export type AdExport = z.infer<typeof adExportSchema>;

export const keywordIdParamSchema = z.object({ id: z.string().min(1).max(100) });

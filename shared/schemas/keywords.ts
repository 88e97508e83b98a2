import {
  DEFAULT_NAVIGATIONAL_TAGS,
  DEFAULT_TRANSACTIONAL_TAGS,
  KEYWORD_MIN_LENGTH,
  MAX_KEYWORDS_PER_BATCH,
  TAG_COUNT_MAX,
  TAG_COUNT_MIN,
  VARIANTS_MAX,
} from '../constants';
import * as z from '../zod';

/**
 * Stored and displayed keyword statuses: the spec's Keyword entity and its transitions, and beside them
 * `Needs review`, for a keyword whose article a blocking quality check held back as a draft (decision 036),
 * and `Scheduled`, for one whose post waits in WordPress for its site's cadence slot (decision 040).
 */
const SPEC_STATUSES = ['Pending', 'Processing', 'Completed', 'Error'] as const;
export const KEYWORD_STATUSES = [...SPEC_STATUSES, 'Needs review', 'Scheduled'] as const;
export const keywordStatusSchema = z.enum(KEYWORD_STATUSES);
export type KeywordStatus = z.infer<typeof keywordStatusSchema>;

/** The spec's values of the list's status filter. */
const SPEC_STATUS_FILTERS = ['all', 'pending', 'processing', 'completed', 'error'] as const;
/** Values of the list's status filter, `needs review` and `scheduled` beside the spec's; any case. */
export const KEYWORD_STATUS_FILTERS = [...SPEC_STATUS_FILTERS, 'needs review', 'scheduled'] as const;
/** A value outside them is refused with the spec's message, which names the spec's values. */
export const keywordStatusFilterSchema = z.enum(KEYWORD_STATUS_FILTERS, {
  error: (issue) =>
    `Invalid enum value. Expected ${SPEC_STATUS_FILTERS.map((value) => `'${value}'`).join(' | ')}, received '${String(issue.input)}'`,
});
export type KeywordStatusFilter = z.infer<typeof keywordStatusFilterSchema>;

/** The spec's `pending` and `published`, and `scheduled` while WordPress holds the post for its slot. */
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

const tagCountSchema = z.number().int().min(TAG_COUNT_MIN).max(TAG_COUNT_MAX);
/**
 * Variants the variants step creates for a keyword. At least 1: a Variants Count preference of 0 leaves
 * "Generate keyword variants" unchecked instead.
 */
const variantsCountSchema = z.number().int().min(1).max(VARIANTS_MAX);

/** What the pipeline does for a keyword: the options it was added with. */
export const keywordOptionsSchema = z.object({
  transactionalTagsCount: tagCountSchema,
  navigationalTagsCount: tagCountSchema,
  generateVariants: z.boolean(),
  publishToWordPress: z.boolean(),
  generateAds: z.boolean(),
  /** Absent when the batch named none (the spec's payload, keywords added before it existed). */
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

/** A real calendar day written `yyyy-MM-dd` (no 2025-02-30). */
export const isoDay = z
  .string()
  .refine(
    (day) =>
      /^\d{4}-\d{2}-\d{2}$/.test(day) &&
      !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) &&
      new Date(`${day}T00:00:00Z`).toISOString().startsWith(day),
    'Expected a date as yyyy-MM-dd',
  );

/** `GET /api/keywords` query: page, search text, status filter and the Filters panel's fields. */
export const keywordListQuerySchema = z
  .object({
    page: z.coerce.number().int().min(1).default(1),
    search: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
    status: z
      .string()
      .transform((value) => value.toLowerCase())
      .pipe(keywordStatusFilterSchema)
      .default('all'),
    /** Created on or after this UTC day. */
    createdFrom: isoDay.optional(),
    /** Created on or before this UTC day. */
    createdTo: isoDay.optional(),
    publishedOnly: z
      .enum(['true', 'false'])
      .transform((value) => value === 'true')
      .optional(),
    /** One site's keywords only (a site id). */
    site: z.string().trim().min(1).max(100).optional(),
  })
  .refine((query) => !query.createdFrom || !query.createdTo || query.createdFrom <= query.createdTo, {
    message: 'The start date must not be after the end date',
    path: ['createdFrom'],
  });
export type KeywordListQueryInput = z.input<typeof keywordListQuerySchema>;
export type KeywordListQuery = z.output<typeof keywordListQuerySchema>;

export const keywordListResponseSchema = z.object({
  keywords: z.array(keywordSummarySchema),
  total: z.number().int(),
  from: z.number().int(),
  to: z.number().int(),
  totalPages: z.number().int(),
});
export type KeywordListResponse = z.infer<typeof keywordListResponseSchema>;

const keywordText = z
  .string()
  .trim()
  .min(KEYWORD_MIN_LENGTH, KEYWORDS_REQUIRED_MESSAGE)
  .max(KEYWORD_MAX_LENGTH);

/** `POST /api/keywords/batch` body as the add dialog sends it (the 50 limit is only a hint there). */
export const addKeywordsSchema = z.object({
  keywords: z.array(keywordText).min(1, KEYWORDS_REQUIRED_MESSAGE),
  manualTags: z.string().max(1000).optional(),
  transactionalTagsCount: tagCountSchema,
  navigationalTagsCount: tagCountSchema,
  generateVariants: z.boolean(),
  publishToWordPress: z.boolean(),
  generateAds: z.boolean(),
  /** Beyond the spec's payload: the dialog sends the user's Variants Count preference. */
  variantsCount: variantsCountSchema.optional(),
  /** The site to write for; the default site when absent. */
  siteId: z.string().trim().min(1).max(100).optional(),
});
export type AddKeywordsInput = z.infer<typeof addKeywordsSchema>;

export const TOO_MANY_KEYWORDS_MESSAGE = `At most ${MAX_KEYWORDS_PER_BATCH} keywords can be added in one batch`;

/** The server's validator for the batch: the dialog's payload, at most 50 keywords. */
export const addKeywordsRequestSchema = addKeywordsSchema.extend({
  keywords: addKeywordsSchema.shape.keywords.max(MAX_KEYWORDS_PER_BATCH, TOO_MANY_KEYWORDS_MESSAGE),
});

/** `POST /api/keywords/batch` response: what was created and what already existed. */
export const addKeywordsResponseSchema = z.object({
  created: z.array(keywordSummarySchema),
  /** Keywords of the batch that already existed (case- and space-insensitively), as sent. */
  duplicates: z.array(z.string()),
  /** The processing run started for the created keywords; absent when nothing was created. */
  runId: z.string().optional(),
});
export type AddKeywordsResponse = z.infer<typeof addKeywordsResponseSchema>;

/** The Add Keywords form: the raw textarea and the numbers as typed; see `toAddKeywordsPayload`. */
export const addKeywordsFormSchema = addKeywordsSchema.extend({
  keywords: z.string().trim().min(KEYWORD_MIN_LENGTH, KEYWORDS_REQUIRED_MESSAGE),
  transactionalTagsCount: z.coerce.number().int().min(TAG_COUNT_MIN).max(TAG_COUNT_MAX),
  navigationalTagsCount: z.coerce.number().int().min(TAG_COUNT_MIN).max(TAG_COUNT_MAX),
});
export type AddKeywordsFormInput = z.input<typeof addKeywordsFormSchema>;
export type AddKeywordsFormValues = z.output<typeof addKeywordsFormSchema>;

/** `POST /api/keywords` (the simple Keywords page). */
export const createKeywordSchema = z.object({
  primaryTag: z.string().trim().min(1, 'Please enter a keyword').max(KEYWORD_MAX_LENGTH),
  secondaryTags: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(50).default([]),
});
export type CreateKeywordInput = z.input<typeof createKeywordSchema>;

/** `PATCH /api/keywords/{id}`: the edit dialog's fields; at least one. */
export const updateKeywordSchema = z
  .object({
    title: z.string().trim().max(300),
    tags: z.object({
      Transactional: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(20),
      Navigational: z.array(z.string().trim().min(1).max(TAG_MAX_LENGTH)).max(20),
    }),
    adTitle: z.string().trim().max(300),
    adDescription: z.string().trim().max(1000),
  })
  .partial()
  .refine((changes) => Object.values(changes).some((value) => value !== undefined), {
    message: 'Nothing to update',
  });
export type UpdateKeywordInput = z.infer<typeof updateKeywordSchema>;

/** `{ids}` of the bulk calls. */
export const keywordIdsSchema = z.object({
  ids: z.array(z.string().min(1).max(100)).min(1, 'Please select at least one keyword').max(500),
});
export type KeywordIdsInput = z.infer<typeof keywordIdsSchema>;

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

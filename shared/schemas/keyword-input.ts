/** What people send to add and change keywords: the add dialog's batch, the edit dialog, the bulk calls. */

import {
  KEYWORD_MIN_LENGTH,
  MAX_KEYWORDS_PER_BATCH,
  TAG_COUNT_MAX,
  TAG_COUNT_MIN,
} from '../product/constants';
import * as z from '../validation/zod';
import {
  KEYWORD_MAX_LENGTH,
  KEYWORDS_REQUIRED_MESSAGE,
  keywordSummarySchema,
  TAG_MAX_LENGTH,
  tagCountSchema,
  variantsCountSchema,
} from './keywords';

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
  /** Not in the batch payload as first defined: the dialog adds the user's Variants Count preference. */
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

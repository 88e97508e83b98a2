/** "More like this" (issue 33, decision 053): related keywords for a keyword whose campaigns earn. */

import { MAX_KEYWORDS_PER_BATCH } from '../product/constants';
import * as z from '../validation/zod';
import { enrichedInsightsQuerySchema } from './meta-insights';

/** As many as one batch adds: the chosen suggestions are added as one. */
const RELATED_KEYWORDS_MAX = MAX_KEYWORDS_PER_BATCH;
export const RELATED_COUNT_MESSAGE = `Ask for 1 to ${RELATED_KEYWORDS_MAX} related keywords`;

const countSchema = z.number().int(RELATED_COUNT_MESSAGE).min(1, RELATED_COUNT_MESSAGE);

/**
 * `POST /api/keywords/{id}/related`: how many suggestions to ask for and, optionally, the range the
 * keyword's economics were read over: its campaign with the best net ROI there lends its ad copy.
 */
export const relatedKeywordsRequestSchema = z.object({
  count: countSchema.max(RELATED_KEYWORDS_MAX, RELATED_COUNT_MESSAGE),
  range: enrichedInsightsQuerySchema.optional(),
});
export type RelatedKeywordsRequest = z.infer<typeof relatedKeywordsRequestSchema>;

/** The dialog's count field as typed. */
export const relatedKeywordsFormSchema = z.object({
  count: z.coerce.number(RELATED_COUNT_MESSAGE).pipe(relatedKeywordsRequestSchema.shape.count),
});
export type RelatedKeywordsFormInput = z.input<typeof relatedKeywordsFormSchema>;

/** A suggestion, and the existing keyword of the same site with the same words when there is one. */
export const relatedKeywordSuggestionSchema = z.object({
  keyword: z.string(),
  collision: z.object({ keywordId: z.string(), keyword: z.string() }).optional(),
});
export type RelatedKeywordSuggestion = z.infer<typeof relatedKeywordSuggestionSchema>;

/** The ad copy the suggestions were written from: a campaign's (named), or the keyword's own. */
export const relatedAdCopySchema = z.object({
  adTitle: z.string(),
  adDescription: z.string(),
  campaignName: z.string().nullable(),
});
export type RelatedAdCopy = z.infer<typeof relatedAdCopySchema>;

/** Its answer: nothing is written (the chosen ones are added through `POST /api/keywords/batch`). */
export const relatedKeywordsResponseSchema = z.object({
  suggestions: z.array(relatedKeywordSuggestionSchema),
  adCopy: relatedAdCopySchema,
});
export type RelatedKeywordsResponse = z.infer<typeof relatedKeywordsResponseSchema>;

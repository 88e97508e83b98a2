import * as z from '../validation/zod';
import { KEYWORD_MAX_LENGTH, keywordSummarySchema } from './keywords';

/**
 * `GET /api/keywords/published-all` query, both optional (the contract's clients send neither): `search`
 * finds published master keywords by the words of their keyword, title and tags; `cursor` is a previous
 * answer's `next`, for the following page.
 */
export const publishedKeywordsQuerySchema = z.object({
  search: z.string().trim().max(KEYWORD_MAX_LENGTH).optional(),
  cursor: z
    .string()
    .regex(/^\d{1,9}(\.\d{1,9})?$/, 'Not a cursor this list gave; ask again without it')
    .optional(),
});
export type PublishedKeywordsQuery = z.output<typeof publishedKeywordsQuerySchema>;

/**
 * `GET /api/keywords/published-all`: the contract's `keywords` (newest first, at most 100), how many wait for
 * their cadence slot, and `next`, the cursor of the following page (null on the last).
 */
export const publishedKeywordsResponseSchema = z.object({
  keywords: z.array(keywordSummarySchema),
  scheduled: z.number().int(),
  next: z.string().nullable(),
});
export type PublishedKeywordsResponse = z.infer<typeof publishedKeywordsResponseSchema>;

/** The keyword list: its query (page, search, filters) and its pages. */
import * as z from '../validation/zod';
import { isoDay } from './common';
import { KEYWORD_MAX_LENGTH, keywordStatusFilterSchema, keywordSummarySchema } from './keywords';

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

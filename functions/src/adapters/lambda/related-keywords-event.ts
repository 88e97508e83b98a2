import * as z from 'zod';

/**
 * The debug tester function's third task (it bundles the AI clients the API lacks): write related
 * keywords for a stored keyword from the given ad copy (decision 053).
 */
export const relatedKeywordsEventSchema = z.object({
  relatedFor: z.object({
    keywordId: z.string().min(1),
    count: z.number().int().min(1),
    adCopy: z.object({ adTitle: z.string(), adDescription: z.string() }),
  }),
});

export const relatedKeywordsAnswerSchema = z.object({
  keywords: z.array(z.string()),
  usage: z.record(z.string(), z.number()),
});

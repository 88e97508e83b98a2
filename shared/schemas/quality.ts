import * as z from '../validation/zod';

/**
 * The checks an article goes through before publishing (decision 036). Each is stored on the keyword as a
 * result with its figure and the threshold it was held to.
 */
export const QUALITY_CHECKS = [
  'nearDuplicate',
  'wordCount',
  'headings',
  'leftoverMarkup',
  'keywordInTitle',
  'keywordInFirstParagraph',
  'readability',
  'seoTitle',
  'seoDescription',
] as const;
export const qualityCheckSchema = z.enum(QUALITY_CHECKS);
export type QualityCheck = z.infer<typeof qualityCheckSchema>;

/**
 * `failed` only for a check that blocks publishing (the settings name them); the same finding on a check
 * that does not block is a `warning`.
 */
export const QUALITY_VERDICTS = ['passed', 'warning', 'failed'] as const;
export const qualityVerdictSchema = z.enum(QUALITY_VERDICTS);

/** The nearest article the near-duplicate check found. */
export const nearestArticleSchema = z.object({
  keywordId: z.string(),
  masterKeyword: z.string(),
  title: z.string(),
  url: z.string().optional(),
  /** Estimated Jaccard similarity of the two articles' word shingles, 0..1. */
  similarity: z.number(),
});
export type NearestArticle = z.infer<typeof nearestArticleSchema>;

export const qualityResultSchema = z.object({
  check: qualityCheckSchema,
  verdict: qualityVerdictSchema,
  /** The measured value: words, headings, leftovers found, 1/0 for present/absent, the score, the similarity. */
  figure: z.number(),
  /** The range or limit the figure was held to, as shown ("300–5000", "≥ 1", "< 0.6"). */
  threshold: z.string(),
  /** What was found, when there is more to say than the figure ("As an AI language model"). */
  detail: z.string().optional(),
  nearest: nearestArticleSchema.optional(),
});
export type QualityResult = z.infer<typeof qualityResultSchema>;

/** Thresholds of the checks and which of them hold an article back (Settings, admins). */
export const qualitySettingsSchema = z
  .object({
    wordCountMin: z.number().int().min(0).max(100_000),
    wordCountMax: z.number().int().min(1).max(100_000),
    /** Flesch reading ease: 0 (very hard) .. 100 (very easy); a few texts score outside. */
    readabilityMin: z.number().min(-200).max(200),
    readabilityMax: z.number().min(-200).max(200),
    /** Similarity from which the near-duplicate check warns. */
    duplicateWarning: z.number().min(0.3).max(1),
    /** Similarity from which the near-duplicate check finds a duplicate (fails when it blocks). */
    duplicateFailure: z.number().min(0.3).max(1),
    /** The checks whose finding holds the article back as a draft for review. */
    blocking: z.array(qualityCheckSchema).max(QUALITY_CHECKS.length),
    /**
     * Longest SEO title, in characters (decision 041). Defaulted, so a form saved before the SEO fields
     * existed still saves.
     */
    seoTitleMax: z.number().int().min(10).max(200).default(60),
    /** Shortest and longest meta description (the post's excerpt), in characters. */
    seoDescriptionMin: z.number().int().min(0).max(1000).default(120),
    seoDescriptionMax: z.number().int().min(10).max(1000).default(160),
  })
  .refine((settings) => settings.wordCountMin <= settings.wordCountMax, {
    message: 'The minimum word count must not be above the maximum',
    path: ['wordCountMin'],
  })
  .refine((settings) => settings.readabilityMin <= settings.readabilityMax, {
    message: 'The minimum readability must not be above the maximum',
    path: ['readabilityMin'],
  })
  .refine((settings) => settings.duplicateWarning <= settings.duplicateFailure, {
    message: 'The warning similarity must not be above the failure similarity',
    path: ['duplicateWarning'],
  })
  .refine((settings) => settings.seoDescriptionMin <= settings.seoDescriptionMax, {
    message: 'The shortest meta description must not be longer than the longest',
    path: ['seoDescriptionMin'],
  });
export type QualitySettings = z.infer<typeof qualitySettingsSchema>;

/** `GET /api/keywords/{id}/quality`: the stored results of the keyword's last check. */
export const qualityReportSchema = z.object({
  keywordId: z.string(),
  /** Absent until the article went through the checks. */
  checkedAt: z.string().optional(),
  /** True when a blocking check failed: the article went to WordPress as a draft. */
  held: z.boolean(),
  results: z.array(qualityResultSchema),
  /** The links to related live articles of the site the published article got. */
  internalLinks: z.array(z.object({ keywordId: z.string(), title: z.string(), url: z.string() })).optional(),
  /** Who approved the held article, and when: it was then published as it was. */
  approval: z.object({ by: z.string(), at: z.string() }).optional(),
});
export type QualityReport = z.infer<typeof qualityReportSchema>;

/** `POST /api/keywords/collisions`: the Add Keywords dialog's lines, checked before submitting. */
export const keywordCollisionsRequestSchema = z.object({
  keywords: z.array(z.string().trim().min(1).max(200)).min(1).max(50),
});

/** Each line whose words equal an existing master keyword's, with that keyword. */
export const keywordCollisionsResponseSchema = z.object({
  collisions: z.array(
    z.object({
      keyword: z.string(),
      existing: z.object({ id: z.string(), masterKeyword: z.string() }),
    }),
  ),
});
export type KeywordCollisionsResponse = z.infer<typeof keywordCollisionsResponseSchema>;

import * as z from '../validation/zod';

/** The AI services whose limits Settings > API Credentials sets, each one model of the product's. */
export const RATE_LIMITED_SERVICES = ['gemini', 'openaiText', 'openaiImages', 'vision'] as const;
export type RateLimitedService = (typeof RATE_LIMITED_SERVICES)[number];

/** The per-minute limits a service has: requests, tokens or images. */
export const RATE_LIMIT_KINDS = ['requestsPerMinute', 'tokensPerMinute', 'imagesPerMinute'] as const;
export type RateLimitKind = (typeof RATE_LIMIT_KINDS)[number];

const perMinute = (what: string) =>
  z
    .number({ error: `${what} must be a number` })
    .int(`${what} must be a whole number`)
    .min(1, `${what} must be at least 1`)
    .max(100_000_000, `${what} must be at most 100,000,000`)
    .nullable();

/**
 * `GET`/`PUT /api/settings/rate-limits`: the account's limits per minute of each AI model; null keeps the
 * provider's first paid tier (`DEFAULT_RATE_LIMIT_SETTINGS`), or, with the sandbox, what it announces.
 */
export const rateLimitSettingsSchema = z.strictObject({
  gemini: z.strictObject({
    requestsPerMinute: perMinute('Gemini requests per minute'),
    tokensPerMinute: perMinute('Gemini tokens per minute'),
  }),
  openaiText: z.strictObject({
    requestsPerMinute: perMinute('OpenAI text requests per minute'),
    tokensPerMinute: perMinute('OpenAI text tokens per minute'),
  }),
  openaiImages: z.strictObject({ imagesPerMinute: perMinute('OpenAI images per minute') }),
  vision: z.strictObject({ requestsPerMinute: perMinute('Cloud Vision requests per minute') }),
});
export type RateLimitSettings = z.infer<typeof rateLimitSettingsSchema>;

/** Nothing set: every model on its default. */
export const UNSET_RATE_LIMITS: RateLimitSettings = {
  gemini: { requestsPerMinute: null, tokensPerMinute: null },
  openaiText: { requestsPerMinute: null, tokensPerMinute: null },
  openaiImages: { imagesPerMinute: null },
  vision: { requestsPerMinute: null },
};

/**
 * The first paid tier's limits (docs/upstream/rate-limits.md): `gemini-2.5-flash`, `gpt-4.1-mini`,
 * `gpt-image-1` and Cloud Vision's `images:annotate`.
 */
export const DEFAULT_RATE_LIMIT_SETTINGS: RateLimitSettings = {
  gemini: { requestsPerMinute: 1_000, tokensPerMinute: 1_000_000 },
  openaiText: { requestsPerMinute: 500, tokensPerMinute: 200_000 },
  openaiImages: { imagesPerMinute: 5 },
  vision: { requestsPerMinute: 1_800 },
};

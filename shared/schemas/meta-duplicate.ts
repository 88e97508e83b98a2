import { MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import { DUPLICATE_DEVICE_TYPES, DUPLICATE_OS_TYPES } from '../meta/options/audience';
import { DUPLICATE_BID_STRATEGIES, needsBidAmount } from '../meta/options/bid-strategies';
import { DUPLICATE_COUNTRIES } from '../meta/options/countries';
import * as z from '../validation/zod';
import { metaOptionField } from './meta-option-field';

/**
 * Campaigns one duplication request copies. Each copy is five Graph calls plus activation; run side by
 * side, five stay well inside the API's 25 seconds even when Meta answers slowly (decision 020).
 */
export const MAX_DUPLICATES_PER_REQUEST = 5;

/** The dialog's two modes (docs/contract.md#duplicate-dialog); the first is the default. */
export const DUPLICATION_MODES = ['existing', 'custom'] as const;
export type DuplicationMode = (typeof DUPLICATION_MODES)[number];

const emptyAsUndefined = (value: unknown) => (value === '' || value === null ? undefined : value);

/**
 * Advanced targeting: free JSON text (optional), which must be a JSON object of Meta targeting
 * fields. Returns the readable refusal, or undefined when the text is fine.
 */
export function advancedTargetingProblem(text: string): string | undefined {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch (error) {
    return `Advanced targeting is not valid JSON: ${(error as Error).message}`;
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return 'Advanced targeting must be a JSON object of Meta targeting fields, e.g. {"age_min": 25}';
  return undefined;
}

/**
 * The custom settings. Every part is optional: an empty adset name takes the next available channel,
 * an empty budget or bid strategy keeps the source's, and empty device, OS or country lists keep the
 * source's targeting (docs/contract.md#duplicate-dialog).
 */
export const duplicateCustomSettingsSchema = z
  .object({
    adsetName: z.preprocess(emptyAsUndefined, z.string().trim().max(100).optional()),
    dailyBudget: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().min(MIN_DAILY_BUDGET, 'Budget must be at least 1').max(1_000_000).optional(),
    ),
    bidStrategy: z.preprocess(emptyAsUndefined, metaOptionField(DUPLICATE_BID_STRATEGIES).optional()),
    /** Only for the two capped strategies. */
    bidAmount: z.preprocess(
      emptyAsUndefined,
      z.coerce.number().min(MIN_BID_AMOUNT).max(1_000_000).optional(),
    ),
    deviceTypes: z.array(metaOptionField(DUPLICATE_DEVICE_TYPES)).max(10).default([]),
    osTypes: z.array(metaOptionField(DUPLICATE_OS_TYPES)).max(10).default([]),
    countries: z.array(metaOptionField(DUPLICATE_COUNTRIES)).max(10).default([]),
    advancedTargeting: z.preprocess(
      (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
      z.string().max(10_000).optional(),
    ),
  })
  .superRefine((settings, ctx) => {
    if (settings.bidStrategy && needsBidAmount(settings.bidStrategy) && settings.bidAmount === undefined)
      ctx.addIssue({
        code: 'custom',
        path: ['bidAmount'],
        message: 'Bid amount is required for this strategy',
      });
    const problem = settings.advancedTargeting && advancedTargetingProblem(settings.advancedTargeting);
    if (problem) ctx.addIssue({ code: 'custom', path: ['advancedTargeting'], message: problem });
  });
export type DuplicateCustomSettingsInput = z.input<typeof duplicateCustomSettingsSchema>;
export type DuplicateCustomSettings = z.output<typeof duplicateCustomSettingsSchema>;

/**
 * `POST /api/meta/campaigns/duplicate` (beyond the contract, whose button only toasts): Meta's ids of the
 * chosen campaigns, the mode, the custom settings, and the dialog's `requestId`, so a retried request
 * resumes the same copies instead of making more.
 */
export const duplicateCampaignsRequestSchema = z
  .object({
    requestId: z.uuid(),
    campaignIds: z
      .array(z.string().trim().min(1).max(100))
      .min(1, 'Select at least one campaign to duplicate')
      .max(
        MAX_DUPLICATES_PER_REQUEST,
        `At most ${MAX_DUPLICATES_PER_REQUEST} campaigns can be duplicated at once`,
      ),
    mode: z.enum(DUPLICATION_MODES).default('existing'),
    custom: duplicateCustomSettingsSchema.optional(),
  })
  .superRefine((request, ctx) => {
    if (new Set(request.campaignIds).size !== request.campaignIds.length)
      ctx.addIssue({ code: 'custom', path: ['campaignIds'], message: 'A campaign is listed twice' });
    if (request.mode === 'custom' && request.custom?.adsetName && request.campaignIds.length > 1)
      ctx.addIssue({
        code: 'custom',
        path: ['custom', 'adsetName'],
        message:
          'An adset name can be chosen when duplicating one campaign; leave it empty to give each copy its own',
      });
  });
export type DuplicateCampaignsRequestInput = z.input<typeof duplicateCampaignsRequestSchema>;
export type DuplicateCampaignsRequest = z.output<typeof duplicateCampaignsRequestSchema>;

/** One source campaign's outcome: its copy, or why it was not made (Meta's own message when Meta refused). */
export const duplicateResultSchema = z.discriminatedUnion('ok', [
  z.object({
    ok: z.literal(true),
    sourceCampaignId: z.string(),
    /** Our record's id of the copy. */
    id: z.string(),
    campaignId: z.string(),
    campaignName: z.string(),
    adsetName: z.string(),
  }),
  z.object({ ok: z.literal(false), sourceCampaignId: z.string(), message: z.string() }),
]);
export type DuplicateResult = z.infer<typeof duplicateResultSchema>;

export const duplicateCampaignsResponseSchema = z.object({
  results: z.array(duplicateResultSchema),
  succeeded: z.number().int(),
  failed: z.number().int(),
});
export type DuplicateCampaignsResponse = z.infer<typeof duplicateCampaignsResponseSchema>;

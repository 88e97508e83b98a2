import { MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import {
  CAMPAIGN_BID_STRATEGIES,
  DUPLICATE_BID_STRATEGIES,
  needsBidAmount,
} from '../meta/options/bid-strategies';
import * as z from '../validation/zod';
import { whenMissing } from './required-message';

/** Meta's object ids are digit strings (the insights rows' `campaign_id`). */
export const metaCampaignIdSchema = z
  .string({ error: whenMissing('Campaign ID is required') })
  .trim()
  .regex(/^\d{1,30}$/, 'Campaign ID must be a Meta campaign id (digits only)');

export const CAMPAIGN_ACTION_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/**
 * The bid strategies a bid cap can be set for: the product's names (BID_CAP, COST_CAP) and Meta's own
 * (LOWEST_COST_WITH_BID_CAP), as the rows and the dialogs carry them. A strategy without a cap takes no bid.
 */
export const CAPPED_BID_STRATEGY_NAMES = [
  ...new Set(
    [...CAMPAIGN_BID_STRATEGIES, ...DUPLICATE_BID_STRATEGIES]
      .map((option) => option.value as string)
      .filter(needsBidAmount),
  ),
] as [string, ...string[]];

/**
 * An amount from a number or a numeric text (the dialogs' inputs keep digits and the dot only); a missing
 * one gets the field's own message instead of zod's "received nan".
 */
const money = (minimum: number, message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z
      .number({ error: whenMissing(message) })
      .min(minimum, message)
      .max(1_000_000),
  );

/** `POST /api/meta/campaign/update-status`. */
export const updateCampaignStatusSchema = z.object({
  campaignId: metaCampaignIdSchema,
  status: z.enum(CAMPAIGN_ACTION_STATUSES, { error: () => 'Status must be ACTIVE or PAUSED' }),
});
export type UpdateCampaignStatus = z.infer<typeof updateCampaignStatusSchema>;

/** `POST /api/meta/campaign/update-budget`: the daily budget in the account's currency (dollars). */
export const updateCampaignBudgetSchema = z.object({
  campaignId: metaCampaignIdSchema,
  dailyBudget: money(MIN_DAILY_BUDGET, 'Budget must be at least 1'),
});
export type UpdateCampaignBudget = z.infer<typeof updateCampaignBudgetSchema>;

/** `POST /api/meta/campaign/update-bid-cap`: the bid in the account's currency, for a capped strategy. */
export const updateCampaignBidCapSchema = z.object({
  campaignId: metaCampaignIdSchema,
  bidAmount: money(MIN_BID_AMOUNT, `Bid amount must be at least ${MIN_BID_AMOUNT}`),
  bidStrategy: z.enum(CAPPED_BID_STRATEGY_NAMES, {
    error: () => `Bid strategy must be one of ${CAPPED_BID_STRATEGY_NAMES.join(', ')}`,
  }),
});
export type UpdateCampaignBidCap = z.infer<typeof updateCampaignBidCapSchema>;

/** The answer of every update: `success` and a sentence saying what changed. */
export const campaignActionResponseSchema = z.object({ success: z.boolean(), message: z.string() });
export type CampaignActionResponse = z.infer<typeof campaignActionResponseSchema>;

export const campaignBidCapParamSchema = z.object({ campaignId: metaCampaignIdSchema });

/** `GET /api/meta/campaign/{campaignId}/bidcap`: the ad sets' bid in the account currency, null when none. */
export const campaignBidCapResponseSchema = z.object({
  success: z.boolean(),
  bidCap: z.number().nullable(),
  bidStrategy: z.string().nullable(),
});
export type CampaignBidCapResponse = z.infer<typeof campaignBidCapResponseSchema>;

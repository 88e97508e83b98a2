import * as z from '../validation/zod';

/** The most a cap may be: far above any account's budgets, low enough to catch a misplaced digit. */
export const GUARDRAIL_MAX_USD = 1_000_000;
/** The most copies a day a cap may allow. */
export const GUARDRAIL_MAX_COPIES = 1_000;

const capUsd = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .min(0, `${what} cannot be negative`)
    .max(GUARDRAIL_MAX_USD, `${what} must be at most $1,000,000`)
    .nullable();

/**
 * `PUT /api/meta/rule-guardrails/{accountId}`: what automation may do to one ad account's budgets in one
 * day (decision 056). Each cap null: no cap. USD, like the rules' budgets.
 */
export const ruleGuardrailsSchema = z.strictObject({
  /** The most the daily budgets may rise in a day: raises plus the copies' budgets. */
  maxDailyIncreaseUsd: capUsd('The daily increase cap'),
  /** The highest daily budget a rule may set on one campaign. */
  maxCampaignBudgetUsd: capUsd('The campaign budget cap'),
  maxCopiesPerDay: z
    .number({ error: 'The copies cap must be a whole number' })
    .int('The copies cap must be a whole number')
    .min(0, 'The copies cap cannot be negative')
    .max(GUARDRAIL_MAX_COPIES, `The copies cap must be at most ${GUARDRAIL_MAX_COPIES}`)
    .nullable(),
});
export type RuleGuardrails = z.infer<typeof ruleGuardrailsSchema>;

export const NO_GUARDRAILS: RuleGuardrails = {
  maxDailyIncreaseUsd: null,
  maxCampaignBudgetUsd: null,
  maxCopiesPerDay: null,
};

/** What automation took of an account's caps in one day. */
export const capUsageSchema = z.object({ increaseUsd: z.number(), copies: z.number().int() });
export type CapUsage = z.infer<typeof capUsageSchema>;

/** One saved ad account with its caps and what automation used of them on its current day. */
export const accountGuardrailsSchema = ruleGuardrailsSchema.extend({
  accountId: z.string(),
  name: z.string(),
  usedToday: capUsageSchema,
  /** The account's day the usage counts in (`2026-11-29`). */
  day: z.string(),
});
export type AccountGuardrails = z.infer<typeof accountGuardrailsSchema>;

/** `GET /api/meta/rule-guardrails`: every saved ad account, in the credentials' order. */
export const ruleGuardrailsResponseSchema = z.object({ accounts: z.array(accountGuardrailsSchema) });
export type RuleGuardrailsResponse = z.infer<typeof ruleGuardrailsResponseSchema>;

export const guardrailAccountParamSchema = z.object({
  accountId: z.string().regex(/^\d{1,40}$/, 'The ad account id must be a number (without act_)'),
});

import * as z from '../validation/zod';
import { metaCampaignIdSchema } from './meta-campaign-actions';
import { ruleWindowDaysSchema } from './meta-rule-days';
import { RULE_METRICS, ruleActionSchema, ruleIdSchema } from './meta-rules';

/**
 * Running a rule and its log: what one evaluation answers per campaign, and the entries it records (the
 * rules themselves are in `meta-rules.ts`).
 */

/** `POST /api/meta/rules/{id}/run`. */
export const ruleRunRequestSchema = z.object({
  dryRun: z.boolean({ error: () => 'dryRun must be true or false' }),
});

export const RULE_OUTCOME_STATUSES = ['would_apply', 'applied', 'failed', 'skipped'] as const;
/** Log entries also record an evaluation where the conditions did not hold, and undos. */
export const RULE_LOG_STATUSES = [...RULE_OUTCOME_STATUSES, 'not_matched', 'undone'] as const;
export type RuleLogStatus = (typeof RULE_LOG_STATUSES)[number];

/** The campaign's figures over the window, per metric; null where the store has no data for it. */
export const ruleFiguresSchema = z.record(z.enum(RULE_METRICS), z.number().nullable());
export type RuleFigures = z.infer<typeof ruleFiguresSchema>;

/**
 * Which revenue an evaluation's figures used: every day of the window (`all_days`, the estimates of
 * `estimatedDays` included) or its final days only (`final_days`, `estimatedDays` left out). Null on log
 * entries written before it was recorded.
 */
export const ruleRevenueDataSchema = z.object({
  basis: z.enum(['all_days', 'final_days']),
  estimatedDays: z.array(z.string()),
});
export type RuleRevenueData = z.infer<typeof ruleRevenueDataSchema>;

/**
 * A value an action changes, before and after: the status (`ACTIVE`/`PAUSED`), the daily budget or the
 * bid cap in USD, or for a creative refresh the running ad (its id and headline; after it, the refresh's
 * id), or for a duplicate the source and its copy (campaign, daily budget, the copy's start status); null
 * where there is nothing to show (notify, or a campaign the action never reached).
 */
export const ruleValueSchema = z
  .object({
    status: z.string().optional(),
    dailyBudget: z.number().nullable().optional(),
    bidCap: z.number().nullable().optional(),
    adId: z.string().optional(),
    adTitle: z.string().optional(),
    refreshId: z.string().optional(),
    /** A duplicate's source (before) or copy (after): Meta's campaign id and name. */
    campaignId: z.string().optional(),
    campaignName: z.string().optional(),
  })
  .nullable();
export type RuleValue = z.infer<typeof ruleValueSchema>;

export const ruleOutcomeSchema = z.object({
  campaignId: z.string(),
  campaignName: z.string(),
  matched: z.boolean(),
  figures: ruleFiguresSchema,
  action: ruleActionSchema,
  before: ruleValueSchema,
  after: ruleValueSchema,
  status: z.enum(RULE_LOG_STATUSES),
  reason: z.string(),
  revenueData: ruleRevenueDataSchema.nullable(),
  windowDays: ruleWindowDaysSchema.optional(),
});
export type RuleOutcome = z.infer<typeof ruleOutcomeSchema>;

export const ruleRunResponseSchema = z.object({
  evaluationId: z.string(),
  dryRun: z.boolean(),
  evaluatedAt: z.string(),
  /** When the insights store last landed fresh data; null before the first refresh. */
  dataAsOf: z.string().nullable(),
  outcomes: z.array(ruleOutcomeSchema),
});
export type RuleRunResponse = z.infer<typeof ruleRunResponseSchema>;

export const RULE_TRIGGERS = ['schedule', 'manual'] as const;
export type RuleTrigger = (typeof RULE_TRIGGERS)[number];

export const ruleLogEntrySchema = z.object({
  id: z.string(),
  at: z.string(),
  evaluationId: z.string(),
  ruleId: z.string(),
  ruleName: z.string(),
  campaignId: z.string(),
  campaignName: z.string(),
  trigger: z.enum(RULE_TRIGGERS),
  /** The person's email, or 'scheduler'. */
  actor: z.string(),
  dryRun: z.boolean(),
  figures: ruleFiguresSchema,
  action: ruleActionSchema,
  before: ruleValueSchema,
  after: ruleValueSchema,
  status: z.enum(RULE_LOG_STATUSES),
  /** Meta's answer, or why the rule did not act. */
  message: z.string(),
  undoable: z.boolean(),
  undoneAt: z.string().nullable(),
  undoneBy: z.string().nullable(),
  /** On an undo's own entry: the entry it undid. */
  undoOf: z.string().nullable(),
  revenueData: ruleRevenueDataSchema.nullable(),
  windowDays: ruleWindowDaysSchema.optional(),
});
export type RuleLogEntry = z.infer<typeof ruleLogEntrySchema>;

export const RULE_LOG_DEFAULT_LIMIT = 50;
export const RULE_LOG_MAX_LIMIT = 200;

/** `GET /api/meta/rules/log?ruleId&campaignId&status&cursor&limit`. */
export const ruleLogQuerySchema = z.object({
  ruleId: ruleIdSchema.optional(),
  campaignId: metaCampaignIdSchema.optional(),
  status: z
    .enum(RULE_LOG_STATUSES, { error: () => `Status must be one of ${RULE_LOG_STATUSES.join(', ')}` })
    .optional(),
  cursor: z.string().max(2000).optional(),
  limit: z.coerce
    .number()
    .int()
    .min(1)
    .max(RULE_LOG_MAX_LIMIT, `Limit must be at most ${RULE_LOG_MAX_LIMIT}`)
    .default(RULE_LOG_DEFAULT_LIMIT),
});
export type RuleLogQuery = z.infer<typeof ruleLogQuerySchema>;

export const ruleLogResponseSchema = z.object({
  entries: z.array(ruleLogEntrySchema),
  nextCursor: z.string().nullable(),
});
export type RuleLogResponse = z.infer<typeof ruleLogResponseSchema>;

/**
 * Log entry ids begin with their time (`20261124T090102123Z-3f9a1c2b-0001`); the check is only their alphabet
 * and length, so a path segment that could not be one is refused before a lookup.
 */
export const ruleLogEntryParamSchema = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'Invalid log entry id'),
});

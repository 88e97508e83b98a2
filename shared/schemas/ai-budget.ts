import { ESTIMATED_STEPS, type EstimatedStep } from '../economics/ai-budget-defaults';
import * as z from '../validation/zod';
import { addKeywordsRequestSchema, keywordIdsSchema } from './keyword-input';

/** The most a limit may be: far above any account's spend, low enough to catch a misplaced digit. */
export const AI_BUDGET_MAX_USD = 1_000_000;

const limitUsd = (what: string) =>
  z
    .number({ error: `${what} must be a number of dollars` })
    .min(0, `${what} cannot be negative`)
    .max(AI_BUDGET_MAX_USD, `${what} must be at most $1,000,000`)
    .nullable();

/** A daily and a monthly limit in USD; null: no limit. */
export const aiBudgetLimitsSchema = z.strictObject({
  dailyLimitUsd: limitUsd('The daily limit'),
  monthlyLimitUsd: limitUsd('The monthly limit'),
});
export type AiBudgetLimits = z.infer<typeof aiBudgetLimitsSchema>;

/**
 * `GET`/`PUT /api/settings/ai-budget`: the account's limits, and optionally a site's own (by site id), which
 * hold that site's keywords only. Days and months are the screens' (US Eastern).
 */
export const aiBudgetSettingsSchema = aiBudgetLimitsSchema.extend({
  sites: z.record(z.string().min(1).max(100), aiBudgetLimitsSchema).optional(),
});
export type AiBudgetSettings = z.infer<typeof aiBudgetSettingsSchema>;

/** One period's limit and what the AI providers cost in it so far (the cost ledger's sum). */
export const aiBudgetPeriodSchema = z.object({
  limitUsd: z.number().nullable(),
  spentUsd: z.number(),
  /** The day (`2026-11-29`) or month (`2026-11`), US Eastern. */
  period: z.string(),
});
export type AiBudgetPeriod = z.infer<typeof aiBudgetPeriodSchema>;

/** A run waiting for budget: its keywords not started stay as they were (new ones Pending). */
export const heldRunSchema = z.object({
  runId: z.string(),
  kind: z.string(),
  /** What the run was asked to do, as its log names it: `new keywords`, `process all`. */
  label: z.string(),
  requestedBy: z.string(),
  /** Keyword pipelines of the run (variants created so far included). */
  total: z.number().int(),
  completed: z.number().int(),
  heldSince: z.string(),
  /** Which limit holds it: `The daily AI budget of $50.00 is spent ($50.12)`. */
  reason: z.string(),
});
export type HeldRun = z.infer<typeof heldRunSchema>;

/** `GET /api/ai-budget`. */
export const aiBudgetStatusSchema = z.object({
  daily: aiBudgetPeriodSchema,
  monthly: aiBudgetPeriodSchema,
  /** Each site that has limits of its own, with what its keywords cost. */
  sites: z.array(
    z.object({ siteId: z.string(), daily: aiBudgetPeriodSchema, monthly: aiBudgetPeriodSchema }),
  ),
  heldRuns: z.array(heldRunSchema),
});
export type AiBudgetStatus = z.infer<typeof aiBudgetStatusSchema>;

/**
 * `POST /api/processing/estimate`: the body of the route that would start the run plus which route it is.
 * `bulk` is `POST /api/keywords/bulk-process` (or, with `action: "regenerate-images"`, the bulk image
 * regeneration); the single-keyword routes (`retry`, `variants`, `regenerate-images`) name their keyword.
 */
export const processingEstimateRequestSchema = z.discriminatedUnion('route', [
  addKeywordsRequestSchema.extend({ route: z.literal('batch') }),
  z.object({ route: z.literal('process-all') }),
  keywordIdsSchema.extend({
    route: z.literal('bulk'),
    action: z.enum(['process', 'regenerate-images']).optional(),
  }),
  z.object({
    route: z.enum(['retry', 'variants', 'regenerate-images']),
    id: z.string().min(1).max(100),
  }),
]);
export type ProcessingEstimateRequest = z.infer<typeof processingEstimateRequestSchema>;

/** What a period leaves before and after the run; nulls when it has no limit. */
const estimateBudgetSchema = z.object({
  limitUsd: z.number().nullable(),
  spentUsd: z.number(),
  remainingUsd: z.number().nullable(),
  remainingAfterUsd: z.number().nullable(),
});

export const ESTIMATED_STEP_LABELS: Record<EstimatedStep, string> = {
  tags: 'Tags',
  title: 'Title',
  article: 'Article',
  images: 'Images',
  adCopy: 'Ad copy',
  variants: 'Variants',
};

export const processingEstimateSchema = z.object({
  /** Keyword pipelines the run would process: its keywords and the variants they would create. */
  pipelines: z.number().int(),
  estimatedCostUsd: z.number(),
  byStep: z.array(z.object({ step: z.enum(ESTIMATED_STEPS), estimatedCostUsd: z.number() })),
  budget: z.object({ daily: estimateBudgetSchema, monthly: estimateBudgetSchema }),
  /** True when a limit is already spent: the run would start held ("Waiting for budget"). */
  wouldWait: z.boolean(),
});
export type ProcessingEstimate = z.infer<typeof processingEstimateSchema>;

import * as z from '../validation/zod';
import { isoDay } from './common';
import { withRangeChecks } from './meta-insights';

/**
 * What the rules did over a range of US Eastern days (decision 058): actions taken, and the estimated spend
 * avoided by pauses and extra spend and revenue after budget raises and copies. Money in USD, to the cent.
 */

/** `GET /api/meta/rules/impact?since&until`: the insights store's range checks (since <= until, 90 days). */
export const ruleImpactQuerySchema = withRangeChecks(z.object({ since: isoDay, until: isoDay }));
export type RuleImpactQuery = z.infer<typeof ruleImpactQuerySchema>;

const impactFiguresSchema = z.object({
  /** Applied actions (not dry runs, not undos) taken in the range. */
  actions: z.number(),
  /** The same count per action type (`pause`, `increase_budget`, `duplicate` ...). */
  actionsByType: z.record(z.string(), z.number()),
  spendAvoidedUsd: z.number(),
  extraSpendUsd: z.number(),
  extraRevenueUsd: z.number(),
  /** Extra revenue minus extra spend (raises and copies); spend avoided is shown apart. */
  netUsd: z.number(),
  /** Whether any revenue day the figures read is still an estimate (the partner has not settled it). */
  revenueEstimated: z.boolean(),
});
export type RuleImpactFigures = z.infer<typeof impactFiguresSchema>;

export const ruleImpactResponseSchema = z.object({
  since: z.string(),
  until: z.string(),
  totals: impactFiguresSchema,
  rules: z.array(impactFiguresSchema.extend({ ruleId: z.string(), name: z.string() })),
  /** Every day of the range: the net effect and the spend avoided that day, for the chart. */
  daily: z.array(z.object({ day: z.string(), netUsd: z.number(), spendAvoidedUsd: z.number() })),
});
export type RuleImpactResponse = z.infer<typeof ruleImpactResponseSchema>;
export type RuleImpactRow = RuleImpactResponse['rules'][number];

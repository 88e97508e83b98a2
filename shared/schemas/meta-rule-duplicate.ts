import * as z from '../validation/zod';
import { numberField } from './number-field';

/**
 * The rule action "duplicate" (decision 055): copy a matched campaign, or only its best ad set by the rule's
 * first condition, through the duplication (a channel and ad text of its own), its budget times a factor, at
 * most `maxCopies` per source campaign over every evaluation, starting paused or active.
 */

export const RULE_DUPLICATE_SOURCES = ['campaign', 'best_adset'] as const;
export type RuleDuplicateSource = (typeof RULE_DUPLICATE_SOURCES)[number];
export const RULE_DUPLICATE_START_STATUSES = ['PAUSED', 'ACTIVE'] as const;
/** A copy's budget between a tenth and ten times the source's: beyond either, a typo. */
export const RULE_MIN_BUDGET_FACTOR = 0.1;
export const RULE_MAX_BUDGET_FACTOR = 10;
export const RULE_DEFAULT_MAX_COPIES = 3;
export const RULE_MAX_COPIES = 20;

export const ruleDuplicateActionSchema = z.object({
  type: z.literal('duplicate'),
  source: z
    .enum(RULE_DUPLICATE_SOURCES, { error: () => "Copy must be 'campaign' or 'best_adset'" })
    .default('campaign'),
  budgetFactor: numberField('Budget factor is required')
    .pipe(
      z
        .number()
        .min(RULE_MIN_BUDGET_FACTOR, `Budget factor must be at least ${RULE_MIN_BUDGET_FACTOR}`)
        .max(RULE_MAX_BUDGET_FACTOR, `Budget factor must be at most ${RULE_MAX_BUDGET_FACTOR}`),
    )
    .default(1),
  /** Copies per source campaign in total, over every evaluation of the rule. */
  maxCopies: numberField('Copies limit is required')
    .pipe(
      z
        .number()
        .int('Copies limit must be a whole number')
        .min(1, 'Copies limit must be at least 1')
        .max(RULE_MAX_COPIES, `Copies limit must be at most ${RULE_MAX_COPIES}`),
    )
    .default(RULE_DEFAULT_MAX_COPIES),
  startStatus: z
    .enum(RULE_DUPLICATE_START_STATUSES, { error: () => "Start status must be 'PAUSED' or 'ACTIVE'" })
    .default('PAUSED'),
});
export type RuleDuplicateAction = z.infer<typeof ruleDuplicateActionSchema>;

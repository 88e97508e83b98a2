import {
  type AccountGuardrails,
  type RuleGuardrails,
  ruleGuardrailsSchema,
} from '#shared/schemas/meta-rule-guardrails';
import * as z from '#shared/validation/zod';

/** The three caps as their inputs hold them: text, `''` for no cap. */
export interface GuardrailFormValues {
  maxDailyIncreaseUsd: string;
  maxCampaignBudgetUsd: string;
  maxCopiesPerDay: string;
}

/** Empty text: no cap (null); anything else, the number it reads as (text stays text, to be refused). */
const capOf = (text: unknown) => {
  if (typeof text !== 'string') return text;
  if (text.trim() === '') return null;
  const amount = Number(text);
  return Number.isNaN(amount) ? text : amount;
};

const shape = ruleGuardrailsSchema.shape;
/** The shared rules, so the messages are the server's ("The copies cap must be a whole number"). */
export const guardrailFormSchema = z.object({
  maxDailyIncreaseUsd: z.preprocess(capOf, shape.maxDailyIncreaseUsd),
  maxCampaignBudgetUsd: z.preprocess(capOf, shape.maxCampaignBudgetUsd),
  maxCopiesPerDay: z.preprocess(capOf, shape.maxCopiesPerDay),
}) as unknown as z.ZodType<RuleGuardrails, GuardrailFormValues>;

const textOf = (cap: number | null) => (cap === null ? '' : String(cap));

export const toGuardrailFormValues = (account: AccountGuardrails): GuardrailFormValues => ({
  maxDailyIncreaseUsd: textOf(account.maxDailyIncreaseUsd),
  maxCampaignBudgetUsd: textOf(account.maxCampaignBudgetUsd),
  maxCopiesPerDay: textOf(account.maxCopiesPerDay),
});

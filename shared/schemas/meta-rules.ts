import { MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import * as z from '../validation/zod';
import { metaCampaignIdSchema } from './meta-campaign-actions';
import { ruleWindowDaysSchema } from './meta-rule-days';
import { ruleDuplicateActionSchema } from './meta-rule-duplicate';
import { ruleActiveHoursSchema } from './meta-rule-fields';
import { ruleHoldSchema } from './meta-rule-holds';
import { ruleScheduleActionSchema } from './meta-rule-schedule';
import { numberField } from './number-field';
import { whenMissing } from './required-message';

/**
 * Automated campaign rules (decision 021): conditions over a window of the insights store's figures and one
 * action through the campaign actions; their runs and log are in `meta-rule-runs.ts`. Money is in USD units
 * (the server converts to Meta's minor units), ROI and CTR in percent as the insights screen shows them.
 */

export const RULE_NAME_MAX_LENGTH = 100;
export const RULE_MAX_CONDITIONS = 10;
export const RULE_MAX_CAMPAIGNS = 200;
export const RULE_DEFAULT_COOLDOWN_MINUTES = 60;
/** A week: a longer pause between two actions of one rule on one campaign is a disabled rule. */
export const RULE_MAX_COOLDOWN_MINUTES = 10_080;
/** Far above any daily budget or bid the team sets; catches a typo's extra zeros (as the profiles do). */
export const RULE_MAX_AMOUNT = 1_000_000;
/** A raise above 1000% (the budget times 11) in one step is a typo. */
export const RULE_MAX_INCREASE_PERCENT = 1000;
/** Lowering by 100% or more would leave no budget. */
export const RULE_MAX_DECREASE_PERCENT = 99;

export const RULE_NAME_MESSAGE = 'Name is required';
export const RULE_CAMPAIGNS_REQUIRED = 'Choose at least one campaign';
export const RULE_CONDITIONS_REQUIRED = 'Add at least one condition';
export const RULE_CONDITIONS_TOO_MANY = `A rule has at most ${RULE_MAX_CONDITIONS} conditions`;
export const RULE_FLOOR_ORDER_MESSAGE = 'The budget floor must not be above the budget ceiling';
export const RULE_ONLY_RULE_PAUSED_MESSAGE =
  'Only an activate rule can be limited to campaigns a rule paused';

export const RULE_WINDOWS = ['today', 'yesterday', 'last_3_days', 'last_7_days', 'last_14_days'] as const;
export type RuleWindow = (typeof RULE_WINDOWS)[number];
/** How many US Eastern days each window spans, and how many days before today it ends. */
export const RULE_WINDOW_DAYS: Record<RuleWindow, { days: number; endsDaysAgo: number }> = {
  today: { days: 1, endsDaysAgo: 0 },
  yesterday: { days: 1, endsDaysAgo: 1 },
  last_3_days: { days: 3, endsDaysAgo: 0 },
  last_7_days: { days: 7, endsDaysAgo: 0 },
  last_14_days: { days: 14, endsDaysAgo: 0 },
};

export const RULE_MATCHES = ['all', 'any'] as const;
export type RuleMatch = (typeof RULE_MATCHES)[number];

export const RULE_METRICS = [
  'spend',
  'revenue',
  'roi',
  'cpc',
  'ctr',
  'conversions',
  'results',
  'cost_per_result',
] as const;
export type RuleMetric = (typeof RULE_METRICS)[number];

export const RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];

export const RULE_ACTION_TYPES = [
  'pause',
  'activate',
  'increase_budget',
  'decrease_budget',
  'set_budget',
  'set_bid_cap',
  'refresh_creative',
  'notify',
  'schedule',
  'duplicate',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
/** The actions an entry of the log can be undone for: status, budget and a creative refresh. */
export const UNDOABLE_ACTION_TYPES: readonly RuleActionType[] = [
  'pause',
  'activate',
  'increase_budget',
  'decrease_budget',
  'set_budget',
  'refresh_creative',
  'duplicate',
];
export const BUDGET_ACTION_TYPES: readonly RuleActionType[] = [
  'increase_budget',
  'decrease_budget',
  'set_budget',
];

/**
 * Whether revenue and ROI conditions use estimated days: by the action's direction (the default), always
 * (`count`), or only once every day of the window is final (`wait`); see `meta-rule-revenue-data.ts`.
 */
export const RULE_ESTIMATED_REVENUE = ['by_direction', 'count', 'wait'] as const;
export type RuleEstimatedRevenue = (typeof RULE_ESTIMATED_REVENUE)[number];
const estimatedRevenueField = z.enum(RULE_ESTIMATED_REVENUE, {
  error: () => `Estimated revenue must be one of ${RULE_ESTIMATED_REVENUE.join(', ')}`,
});

export const RULE_TEMPLATES = ['stop_loss', 'scale_winners', 'revive', 'schedule', 'scale_by_copy'] as const;
export type RuleTemplate = (typeof RULE_TEMPLATES)[number];

const amountField = (minimum: number, message: string) =>
  numberField(message).pipe(z.number().min(minimum, message).max(RULE_MAX_AMOUNT));

export const ruleConditionSchema = z.object({
  metric: z.enum(RULE_METRICS, { error: () => `Metric must be one of ${RULE_METRICS.join(', ')}` }),
  operator: z.enum(RULE_OPERATORS, { error: () => `Operator must be one of ${RULE_OPERATORS.join(', ')}` }),
  value: numberField('Value is required').pipe(z.number().min(-RULE_MAX_AMOUNT).max(RULE_MAX_AMOUNT)),
});
export type RuleCondition = z.infer<typeof ruleConditionSchema>;

export const ruleScopeSchema = z.discriminatedUnion(
  'kind',
  [
    z.object({ kind: z.literal('all') }),
    z.object({
      kind: z.literal('campaigns'),
      campaignIds: z
        .array(metaCampaignIdSchema, { error: () => RULE_CAMPAIGNS_REQUIRED })
        .min(1, RULE_CAMPAIGNS_REQUIRED)
        .max(RULE_MAX_CAMPAIGNS)
        .transform((ids) => [...new Set(ids)]),
    }),
  ],
  { error: () => "Scope must be all campaigns ('all') or chosen ones ('campaigns')" },
);
export type RuleScope = z.infer<typeof ruleScopeSchema>;

export const ruleActionSchema = z.discriminatedUnion(
  'type',
  [
    z.object({ type: z.literal('pause') }),
    z.object({ type: z.literal('activate') }),
    z.object({
      type: z.literal('increase_budget'),
      percent: numberField('Percent is required').pipe(
        z.number().min(1, 'Percent must be at least 1').max(RULE_MAX_INCREASE_PERCENT),
      ),
    }),
    z.object({
      type: z.literal('decrease_budget'),
      percent: numberField('Percent is required').pipe(
        z.number().min(1, 'Percent must be at least 1').max(RULE_MAX_DECREASE_PERCENT),
      ),
    }),
    z.object({
      type: z.literal('set_budget'),
      amount: amountField(MIN_DAILY_BUDGET, `Budget must be at least ${MIN_DAILY_BUDGET}`),
    }),
    z.object({
      type: z.literal('set_bid_cap'),
      amount: amountField(MIN_BID_AMOUNT, `Bid amount must be at least ${MIN_BID_AMOUNT}`),
    }),
    z.object({
      type: z.literal('refresh_creative'),
      /** A new image too; else the new ad keeps the old ad's image. */
      newImage: z.boolean({ error: () => 'newImage must be true or false' }).default(false),
    }),
    z.object({ type: z.literal('notify') }),
    ruleScheduleActionSchema,
    ruleDuplicateActionSchema,
  ],
  { error: () => `Action must be one of ${RULE_ACTION_TYPES.join(', ')}` },
);
export type RuleAction = z.infer<typeof ruleActionSchema>;

const optionalBudget = amountField(MIN_DAILY_BUDGET, `Budget must be at least ${MIN_DAILY_BUDGET}`)
  .nullable()
  .or(z.literal('').transform(() => null));

/** The fields a person sets; the refinements below check them together. */
export const ruleFieldsSchema = z.object({
  name: z
    .string({ error: whenMissing(RULE_NAME_MESSAGE) })
    .trim()
    .min(1, RULE_NAME_MESSAGE)
    .max(RULE_NAME_MAX_LENGTH, `Name must be at most ${RULE_NAME_MAX_LENGTH} characters`),
  enabled: z.boolean().default(true),
  scope: ruleScopeSchema,
  window: z.enum(RULE_WINDOWS, { error: () => `Window must be one of ${RULE_WINDOWS.join(', ')}` }),
  match: z.enum(RULE_MATCHES, { error: () => "Match must be 'all' or 'any'" }).default('all'),
  conditions: z
    .array(ruleConditionSchema, { error: () => RULE_CONDITIONS_REQUIRED })
    .max(RULE_MAX_CONDITIONS, RULE_CONDITIONS_TOO_MANY),
  action: ruleActionSchema,
  onlyRulePaused: z.boolean().default(false),
  budgetFloor: optionalBudget.default(null),
  budgetCeiling: optionalBudget.default(null),
  cooldownMinutes: numberField('Cooldown is required')
    .pipe(z.number().int('Cooldown must be whole minutes').min(0).max(RULE_MAX_COOLDOWN_MINUTES))
    .default(RULE_DEFAULT_COOLDOWN_MINUTES),
  template: z.enum(RULE_TEMPLATES).nullable().default(null),
  estimatedRevenue: estimatedRevenueField.default('by_direction'),
  /** When set, the rule acts only in these hours and weekdays of the ad account's time zone. */
  activeHours: ruleActiveHoursSchema.nullable().default(null),
});
export type RuleFields = z.infer<typeof ruleFieldsSchema>;

type RuleChecked = Pick<
  RuleFields,
  'budgetFloor' | 'budgetCeiling' | 'onlyRulePaused' | 'action' | 'conditions'
>;
/** zod 4 runs refinements even when a field failed: these compare fields, so only on valid ones. */
const whenValid = { when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };
const floorBelowCeiling = (rule: RuleChecked) =>
  rule.budgetFloor === null || rule.budgetCeiling === null || rule.budgetFloor <= rule.budgetCeiling;
/** A schedule acts by the clock alone; any other rule needs a condition (a schedule's may narrow it). */
const conditionsFitAction = (rule: RuleChecked) =>
  rule.conditions.length > 0 || rule.action.type === 'schedule';
const onlyRulePausedFitsAction = (rule: RuleChecked) =>
  !rule.onlyRulePaused || rule.action.type === 'activate';

/** `POST /api/meta/rules` (and the dialog's form). */
export const ruleInputSchema = ruleFieldsSchema
  .refine(conditionsFitAction, {
    message: RULE_CONDITIONS_REQUIRED,
    path: ['conditions'],
    // Beside other fields' issues, as a missing condition always was: only an object and its two fields.
    when: (payload) =>
      payload.issues.every(
        (issue) => ![undefined, 'conditions', 'action'].includes(issue.path?.[0] as string),
      ),
  })
  .refine(floorBelowCeiling, { message: RULE_FLOOR_ORDER_MESSAGE, path: ['budgetFloor'], ...whenValid })
  .refine(onlyRulePausedFitsAction, {
    message: RULE_ONLY_RULE_PAUSED_MESSAGE,
    path: ['onlyRulePaused'],
    ...whenValid,
  });
export type RuleInput = z.infer<typeof ruleInputSchema>;

/**
 * `PATCH /api/meta/rules/{id}`: any of the fields, without defaults (a field left out stays as it is); the
 * server checks the merged rule with `ruleInputSchema` again.
 */
export const rulePatchSchema = z
  .object({
    name: ruleFieldsSchema.shape.name,
    enabled: z.boolean(),
    scope: ruleScopeSchema,
    window: ruleFieldsSchema.shape.window,
    match: z.enum(RULE_MATCHES, { error: () => "Match must be 'all' or 'any'" }),
    conditions: ruleFieldsSchema.shape.conditions,
    action: ruleActionSchema,
    onlyRulePaused: z.boolean(),
    budgetFloor: optionalBudget,
    budgetCeiling: optionalBudget,
    cooldownMinutes: numberField('Cooldown is required').pipe(
      z.number().int('Cooldown must be whole minutes').min(0).max(RULE_MAX_COOLDOWN_MINUTES),
    ),
    template: z.enum(RULE_TEMPLATES).nullable(),
    estimatedRevenue: estimatedRevenueField,
    activeHours: ruleActiveHoursSchema.nullable(),
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type RulePatch = z.infer<typeof rulePatchSchema>;

/**
 * Rule ids: the server makes UUIDs, and the check is only their alphabet and length (letters, digits, `-`
 * and `_`, at most 64), so a path segment that could not be an id is refused before a lookup.
 */
export const ruleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid rule id');
export const ruleIdParamSchema = z.object({ id: ruleIdSchema });
/** `DELETE /api/meta/rules/{id}/holds/{campaignId}`: lets the rule act on the campaign again. */
export const ruleHoldParamSchema = ruleIdParamSchema.extend({ campaignId: metaCampaignIdSchema });

/** A stored rule, as the API answers it. */
export const ruleSchema = ruleFieldsSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  /** When the rule was last evaluated (schedule or manual, dry runs included); null before the first. */
  lastEvaluatedAt: z.string().nullable(),
  /** The days its last evaluation read, one entry per ad account time zone (absent before recorded). */
  lastWindowDays: z.array(ruleWindowDaysSchema).optional(),
});
export type Rule = z.infer<typeof ruleSchema>;

/** The rules, and every rule held off a campaign after an undo (shown on its card and in the log). */
export const rulesResponseSchema = z.object({ rules: z.array(ruleSchema), holds: z.array(ruleHoldSchema) });
export type RulesResponse = z.infer<typeof rulesResponseSchema>;

import { MIN_BID_AMOUNT, MIN_DAILY_BUDGET } from '../meta/form-limits';
import * as z from '../zod';
import { metaCampaignIdSchema } from './meta-campaign-actions';
import { whenMissing } from './required-message';

/**
 * Automated campaign rules (issue 12): conditions over a window of the insights store's figures, one action
 * through the campaign actions, and a log of every evaluation. Money is in USD units (the server converts to
 * Meta's minor units), ROI and CTR in percent as the insights screen shows them.
 */

export const RULE_NAME_MAX_LENGTH = 100;
export const RULE_MAX_CONDITIONS = 10;
export const RULE_MAX_CAMPAIGNS = 200;
export const RULE_DEFAULT_COOLDOWN_MINUTES = 60;
/** A week: a longer pause between two actions of one rule on one campaign is a disabled rule. */
export const RULE_MAX_COOLDOWN_MINUTES = 10_080;
/** Far above any daily budget or bid the team sets; catches a typo's extra zeros (as the profiles do). */
export const RULE_MAX_AMOUNT = 1_000_000;
/** A raise beyond 10x in one step is a typo. */
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
export const RULE_WINDOW_LABELS: Record<RuleWindow, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_3_days: 'Last 3 days',
  last_7_days: 'Last 7 days',
  last_14_days: 'Last 14 days',
};
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
/** Label and unit of each metric: money in USD, ROI and CTR in percent, the counts plain. */
export const RULE_METRIC_LABELS: Record<RuleMetric, { label: string; unit: 'usd' | 'percent' | 'count' }> = {
  spend: { label: 'Spend', unit: 'usd' },
  revenue: { label: 'Revenue', unit: 'usd' },
  roi: { label: 'ROI', unit: 'percent' },
  cpc: { label: 'CPC', unit: 'usd' },
  ctr: { label: 'CTR', unit: 'percent' },
  conversions: { label: 'Conversions', unit: 'count' },
  results: { label: 'Results', unit: 'count' },
  cost_per_result: { label: 'Cost per result', unit: 'usd' },
};

export const RULE_OPERATORS = ['gt', 'gte', 'lt', 'lte'] as const;
export type RuleOperator = (typeof RULE_OPERATORS)[number];
export const RULE_OPERATOR_SYMBOLS: Record<RuleOperator, string> = { gt: '>', gte: '≥', lt: '<', lte: '≤' };
export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  gt: 'is above',
  gte: 'is at least',
  lt: 'is below',
  lte: 'is at most',
};

export const RULE_ACTION_TYPES = [
  'pause',
  'activate',
  'increase_budget',
  'decrease_budget',
  'set_budget',
  'set_bid_cap',
  'notify',
] as const;
export type RuleActionType = (typeof RULE_ACTION_TYPES)[number];
export const RULE_ACTION_LABELS: Record<RuleActionType, string> = {
  pause: 'Pause the campaign',
  activate: 'Activate the campaign',
  increase_budget: 'Raise the daily budget by a percent',
  decrease_budget: 'Lower the daily budget by a percent',
  set_budget: 'Set the daily budget',
  set_bid_cap: 'Set the bid cap',
  notify: 'Only notify (log it)',
};
/** The actions an entry of the log can be undone for: status and budget. */
export const UNDOABLE_ACTION_TYPES: readonly RuleActionType[] = [
  'pause',
  'activate',
  'increase_budget',
  'decrease_budget',
  'set_budget',
];
export const BUDGET_ACTION_TYPES: readonly RuleActionType[] = [
  'increase_budget',
  'decrease_budget',
  'set_budget',
];

export const RULE_TEMPLATES = ['stop_loss', 'scale_winners', 'revive'] as const;
export type RuleTemplate = (typeof RULE_TEMPLATES)[number];

/** A number from a number or a numeric text (form inputs); a missing one gets the field's own message. */
const numberField = (message: string) =>
  z.preprocess(
    (value) => (typeof value === 'string' && value.trim() !== '' ? Number(value) : value),
    z.number({ error: whenMissing(message) }).finite(),
  );

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
    z.object({ type: z.literal('notify') }),
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
    .min(1, RULE_CONDITIONS_REQUIRED)
    .max(RULE_MAX_CONDITIONS, RULE_CONDITIONS_TOO_MANY),
  action: ruleActionSchema,
  onlyRulePaused: z.boolean().default(false),
  budgetFloor: optionalBudget.default(null),
  budgetCeiling: optionalBudget.default(null),
  cooldownMinutes: numberField('Cooldown is required')
    .pipe(z.number().int('Cooldown must be whole minutes').min(0).max(RULE_MAX_COOLDOWN_MINUTES))
    .default(RULE_DEFAULT_COOLDOWN_MINUTES),
  template: z.enum(RULE_TEMPLATES).nullable().default(null),
});
export type RuleFields = z.infer<typeof ruleFieldsSchema>;
export type RuleFieldsInput = z.input<typeof ruleFieldsSchema>;

type RuleChecked = Pick<RuleFields, 'budgetFloor' | 'budgetCeiling' | 'onlyRulePaused' | 'action'>;
/** zod 4 runs refinements even when a field failed: these compare fields, so only on valid ones. */
const whenValid = { when: (payload: { issues: unknown[] }) => payload.issues.length === 0 };
const floorBelowCeiling = (rule: RuleChecked) =>
  rule.budgetFloor === null || rule.budgetCeiling === null || rule.budgetFloor <= rule.budgetCeiling;
const onlyRulePausedFitsAction = (rule: RuleChecked) =>
  !rule.onlyRulePaused || rule.action.type === 'activate';

/** `POST /api/meta/rules` (and the dialog's form). */
export const ruleInputSchema = ruleFieldsSchema
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
  })
  .partial()
  .refine((patch) => Object.keys(patch).length > 0, { message: 'Nothing to change' });
export type RulePatch = z.infer<typeof rulePatchSchema>;

/** Rule ids are UUIDs; anything else is refused before a lookup. */
export const ruleIdSchema = z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'Invalid rule id');
export const ruleIdParamSchema = z.object({ id: ruleIdSchema });

/** A stored rule, as the API answers it. */
export const ruleSchema = ruleFieldsSchema.extend({
  id: z.string(),
  createdAt: z.string(),
  updatedAt: z.string(),
  createdBy: z.string(),
  /** When the rule was last evaluated (schedule or manual, dry runs included); null before the first. */
  lastEvaluatedAt: z.string().nullable(),
});
export type Rule = z.infer<typeof ruleSchema>;

export const rulesResponseSchema = z.object({ rules: z.array(ruleSchema) });
export type RulesResponse = z.infer<typeof rulesResponseSchema>;

/** `POST /api/meta/rules/{id}/run`. */
export const ruleRunRequestSchema = z.object({
  dryRun: z.boolean({ error: () => 'dryRun must be true or false' }),
});
export type RuleRunRequest = z.infer<typeof ruleRunRequestSchema>;

export const RULE_OUTCOME_STATUSES = ['would_apply', 'applied', 'failed', 'skipped'] as const;
export type RuleOutcomeStatus = (typeof RULE_OUTCOME_STATUSES)[number];
/** Log entries also record an evaluation where the conditions did not hold, and undos. */
export const RULE_LOG_STATUSES = [...RULE_OUTCOME_STATUSES, 'not_matched', 'undone'] as const;
export type RuleLogStatus = (typeof RULE_LOG_STATUSES)[number];
export const RULE_LOG_STATUS_LABELS: Record<RuleLogStatus, string> = {
  would_apply: 'Would apply',
  applied: 'Applied',
  failed: 'Failed',
  skipped: 'Skipped',
  not_matched: 'Not matched',
  undone: 'Undo',
};

/** The campaign's figures over the window, per metric; null where the store has no data for it. */
export const ruleFiguresSchema = z.record(z.enum(RULE_METRICS), z.number().nullable());
export type RuleFigures = z.infer<typeof ruleFiguresSchema>;

/**
 * A value an action changes, before and after: the status (`ACTIVE`/`PAUSED`), the daily budget or the
 * bid cap in USD; null where there is nothing to show (notify, or a campaign the action never reached).
 */
export const ruleValueSchema = z
  .object({
    status: z.string().optional(),
    dailyBudget: z.number().nullable().optional(),
    bidCap: z.number().nullable().optional(),
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

/** Log entry ids begin with their time (`20261124T090102123Z-3f9a1c2b-0001`). */
export const ruleLogEntryParamSchema = z.object({
  entryId: z.string().regex(/^[A-Za-z0-9_-]{1,80}$/, 'Invalid log entry id'),
});

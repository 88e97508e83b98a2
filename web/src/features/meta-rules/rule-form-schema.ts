import {
  RULE_DEFAULT_MAX_COPIES,
  type RuleDuplicateAction,
  type RuleDuplicateSource,
} from '#shared/schemas/meta-rule-duplicate';
import {
  BUDGET_ACTION_TYPES,
  RULE_DEFAULT_COOLDOWN_MINUTES,
  type RuleActionType,
  type RuleEstimatedRevenue,
  type RuleInput,
  type RuleMatch,
  type RuleMetric,
  type RuleOperator,
  type RuleTemplate,
  type RuleWindow,
  ruleInputSchema,
} from '#shared/schemas/meta-rules';
import * as z from '#shared/validation/zod';

/** One condition row: the value input holds text. */
export interface ConditionFormValues {
  metric: RuleMetric;
  operator: RuleOperator;
  value: string;
}

/**
 * The dialog's values: number inputs hold text; the scope keeps its chosen campaigns and the action both its
 * percent and amount, so switching back and forth does not lose what was typed.
 */
export interface RuleFormValues {
  name: string;
  enabled: boolean;
  scopeKind: 'all' | 'campaigns';
  campaignIds: string[];
  window: RuleWindow;
  match: RuleMatch;
  conditions: ConditionFormValues[];
  actionType: RuleActionType;
  percent: string;
  amount: string;
  /** A creative refresh makes a new image too. */
  newImage: boolean;
  /** A duplicate's choices (decision 055): what it copies, the budget factor, the limit, the start status. */
  copySource: RuleDuplicateSource;
  budgetFactor: string;
  maxCopies: string;
  startStatus: RuleDuplicateAction['startStatus'];
  onlyRulePaused: boolean;
  budgetFloor: string;
  budgetCeiling: string;
  cooldownMinutes: string;
  template: RuleTemplate | null;
  estimatedRevenue: RuleEstimatedRevenue;
  /** A schedule's hours of the account's day, as the selects hold them. */
  pauseHour: string;
  activateHour: string;
  /** Whether the rule acts only in the chosen hours and weekdays (of the ad account's time zone). */
  limitHours: boolean;
  hours: number[];
  weekdays: number[];
}

/** A new condition row. */
export const NEW_CONDITION: ConditionFormValues = { metric: 'spend', operator: 'gt', value: '' };

/** What the hours chooser starts from when switched on: working hours, Monday to Friday. */
const WORKING_HOURS = { hours: [9, 10, 11, 12, 13, 14, 15, 16, 17], weekdays: [1, 2, 3, 4, 5] };

/** The action as the API takes it, from the type and whichever of its inputs it has. */
const PERCENT_ACTIONS: readonly RuleActionType[] = ['increase_budget', 'decrease_budget'];
const AMOUNT_ACTIONS: readonly RuleActionType[] = ['set_budget', 'set_bid_cap'];

/** Which extra input an action takes: a percent, an amount in USD, or none. */
export function actionInput(type: RuleActionType): 'percent' | 'amount' | null {
  if (PERCENT_ACTIONS.includes(type)) return 'percent';
  if (AMOUNT_ACTIONS.includes(type)) return 'amount';
  return null;
}

/** Empty text is a missing number (the schema's "... is required"), not zero. */
const numberText = (text: string) => (text.trim() === '' ? undefined : text);

/** The action in the API's shape: its type and the inputs the dialog shows for it. */
function actionOf(values: RuleFormValues) {
  const type = values.actionType;
  if (type === 'refresh_creative') return { type, newImage: values.newImage };
  if (type === 'schedule')
    return { type, pauseHour: numberText(values.pauseHour), activateHour: numberText(values.activateHour) };
  if (type === 'duplicate')
    return {
      type,
      source: values.copySource,
      budgetFactor: numberText(values.budgetFactor),
      maxCopies: numberText(values.maxCopies),
      startStatus: values.startStatus,
    };
  const input = actionInput(type);
  return input === null ? { type } : { type, [input]: numberText(values[input]) };
}

/** The dialog's values in the API's shape, before the shared schema checks them. */
export function fromFormValues(values: RuleFormValues): unknown {
  const budget = BUDGET_ACTION_TYPES.includes(values.actionType);
  return {
    name: values.name,
    enabled: values.enabled,
    scope:
      values.scopeKind === 'all' ? { kind: 'all' } : { kind: 'campaigns', campaignIds: values.campaignIds },
    window: values.window,
    match: values.match,
    conditions: values.conditions.map((condition) => ({ ...condition, value: numberText(condition.value) })),
    action: actionOf(values),
    onlyRulePaused: values.actionType === 'activate' && values.onlyRulePaused,
    // The dialog shows the floor and ceiling for budget actions only: hidden values do not count.
    budgetFloor: budget && values.budgetFloor.trim() !== '' ? values.budgetFloor : null,
    budgetCeiling: budget && values.budgetCeiling.trim() !== '' ? values.budgetCeiling : null,
    cooldownMinutes: numberText(values.cooldownMinutes),
    template: values.template,
    estimatedRevenue: values.estimatedRevenue,
    activeHours: values.limitHours ? { hours: values.hours, weekdays: values.weekdays } : null,
  };
}

/** Where the shared schema reports an issue, and where the dialog shows it. */
const FIELD_OF_PATH: Record<string, string> = {
  scope: 'campaignIds',
  'scope.campaignIds': 'campaignIds',
  'action.percent': 'percent',
  'action.amount': 'amount',
  'action.budgetFactor': 'budgetFactor',
  'action.maxCopies': 'maxCopies',
  action: 'actionType',
  'action.pauseHour': 'pauseHour',
  'action.activateHour': 'activateHour',
  'activeHours.hours': 'hours',
  'activeHours.weekdays': 'weekdays',
};

/** The dialog's field an issue of the API-shaped rule belongs to ("conditions.0.value" stays as it is). */
export function formFieldOf(path: readonly PropertyKey[]): string {
  const joined = path.map(String).join('.');
  return FIELD_OF_PATH[joined] ?? joined;
}

/**
 * The shared rule schema reading the dialog's values, so its messages are the server's; issues move to the
 * dialog's own field names.
 */
export const ruleFormSchema = z.unknown().transform((values, context): RuleInput => {
  const result = ruleInputSchema.safeParse(fromFormValues(values as RuleFormValues));
  if (result.success) return result.data;
  for (const issue of result.error.issues) {
    context.addIssue({ code: 'custom', message: issue.message, path: formFieldOf(issue.path).split('.') });
  }
  return z.NEVER;
}) as unknown as z.ZodType<RuleInput, RuleFormValues>;

const text = (value: number | null | undefined) =>
  value === null || value === undefined ? '' : String(value);

/** A rule (saved, or a template's draft) as the dialog's values; nothing given is a blank rule. */
export function toFormValues(rule?: RuleInput): RuleFormValues {
  const action = rule?.action ?? { type: 'pause' };
  return {
    name: rule?.name ?? '',
    enabled: rule?.enabled ?? true,
    scopeKind: rule?.scope.kind ?? 'all',
    campaignIds: rule?.scope.kind === 'campaigns' ? [...rule.scope.campaignIds] : [],
    window: rule?.window ?? 'today',
    match: rule?.match ?? 'all',
    conditions: rule?.conditions.map((condition) => ({ ...condition, value: String(condition.value) })) ?? [
      { ...NEW_CONDITION },
    ],
    actionType: action.type,
    percent: 'percent' in action ? String(action.percent) : '',
    amount: 'amount' in action ? String(action.amount) : '',
    newImage: 'newImage' in action ? action.newImage : false,
    copySource: action.type === 'duplicate' ? action.source : 'campaign',
    budgetFactor: action.type === 'duplicate' ? String(action.budgetFactor) : '1',
    maxCopies: String(action.type === 'duplicate' ? action.maxCopies : RULE_DEFAULT_MAX_COPIES),
    startStatus: action.type === 'duplicate' ? action.startStatus : 'PAUSED',
    onlyRulePaused: rule?.onlyRulePaused ?? false,
    budgetFloor: text(rule?.budgetFloor),
    budgetCeiling: text(rule?.budgetCeiling),
    cooldownMinutes: String(rule?.cooldownMinutes ?? RULE_DEFAULT_COOLDOWN_MINUTES),
    template: rule?.template ?? null,
    estimatedRevenue: rule?.estimatedRevenue ?? 'by_direction',
    pauseHour: 'pauseHour' in action ? String(action.pauseHour) : '22',
    activateHour: 'activateHour' in action ? String(action.activateHour) : '7',
    limitHours: Boolean(rule?.activeHours),
    hours: [...(rule?.activeHours?.hours ?? WORKING_HOURS.hours)],
    weekdays: [...(rule?.activeHours?.weekdays ?? WORKING_HOURS.weekdays)],
  };
}

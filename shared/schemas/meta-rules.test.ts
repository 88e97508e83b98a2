import { describe, expect, it } from 'vitest';
import {
  RULE_CAMPAIGNS_REQUIRED,
  RULE_CONDITIONS_REQUIRED,
  RULE_FLOOR_ORDER_MESSAGE,
  RULE_NAME_MESSAGE,
  RULE_ONLY_RULE_PAUSED_MESSAGE,
  ruleInputSchema,
  rulePatchSchema,
} from './meta-rules';

const valid = {
  name: 'Stop-loss',
  scope: { kind: 'all' },
  window: 'today',
  conditions: [{ metric: 'spend', operator: 'gt', value: 10 }],
  action: { type: 'pause' },
};
const messages = (input: unknown) =>
  ruleInputSchema.safeParse(input).error?.issues.map((issue) => [issue.path.join('.'), issue.message]);

describe('ruleInputSchema', () => {
  it('fills the defaults of a minimal rule', () => {
    expect(ruleInputSchema.parse(valid)).toEqual({
      ...valid,
      enabled: true,
      match: 'all',
      onlyRulePaused: false,
      budgetFloor: null,
      budgetCeiling: null,
      cooldownMinutes: 60,
      template: null,
      estimatedRevenue: 'by_direction',
      activeHours: null,
    });
  });

  it('takes hours and weekdays of the account zone, sorted once each, and refuses impossible ones', () => {
    const hours = { hours: [9, 8, 9], weekdays: [5, 1] };
    expect(ruleInputSchema.parse({ ...valid, activeHours: hours }).activeHours).toEqual({
      hours: [8, 9],
      weekdays: [1, 5],
    });
    expect(messages({ ...valid, activeHours: { hours: [24], weekdays: [7] } })).toEqual([
      ['activeHours.hours.0', 'Hour must be between 0 and 23'],
      ['activeHours.weekdays.0', 'Weekdays are 0 (Sunday) to 6 (Saturday)'],
    ]);
    expect(messages({ ...valid, activeHours: { hours: [], weekdays: [1] } })).toEqual([
      ['activeHours.hours', 'Choose at least one hour'],
    ]);
  });

  it('lets a schedule go without conditions, with two different hours', () => {
    const schedule = { type: 'schedule', pauseHour: 22, activateHour: 7 };
    expect(ruleInputSchema.safeParse({ ...valid, conditions: [], action: schedule }).success).toBe(true);
    expect(messages({ ...valid, action: { ...schedule, activateHour: 22 } })).toEqual([
      ['action.activateHour', 'The pause and activate hours must differ'],
    ]);
    expect(messages({ ...valid, conditions: [] })).toEqual([['conditions', RULE_CONDITIONS_REQUIRED]]);
  });

  it('refuses an estimated revenue setting it does not know', () => {
    const parsed = ruleInputSchema.safeParse({ ...valid, estimatedRevenue: 'sometimes' });
    expect(parsed.success ? [] : parsed.error.issues.map((issue) => issue.message)).toEqual([
      'Estimated revenue must be one of by_direction, count, wait',
    ]);
  });

  it('takes numbers from the form as texts', () => {
    const parsed = ruleInputSchema.parse({
      ...valid,
      conditions: [{ metric: 'roi', operator: 'lt', value: '80' }],
      action: { type: 'set_budget', amount: '25.5' },
      budgetFloor: '',
    });
    expect(parsed.conditions[0]?.value).toBe(80);
    expect(parsed.action).toEqual({ type: 'set_budget', amount: 25.5 });
    expect(parsed.budgetFloor).toBeNull();
  });

  it('refuses what is not a rule object without throwing (the OpenAPI generator probes with null)', () => {
    for (const value of [null, undefined, 'rule', []])
      expect(ruleInputSchema.safeParse(value).success).toBe(false);
  });

  it('names each missing field', () => {
    expect(messages({ ...valid, name: ' ', conditions: [] })).toEqual([
      ['name', RULE_NAME_MESSAGE],
      ['conditions', RULE_CONDITIONS_REQUIRED],
    ]);
    expect(messages({ ...valid, scope: { kind: 'campaigns', campaignIds: [] } })).toEqual([
      ['scope.campaignIds', RULE_CAMPAIGNS_REQUIRED],
    ]);
  });

  it('refuses a floor above the ceiling and onlyRulePaused on another action', () => {
    expect(messages({ ...valid, budgetFloor: 50, budgetCeiling: 20 })).toEqual([
      ['budgetFloor', RULE_FLOOR_ORDER_MESSAGE],
    ]);
    expect(messages({ ...valid, onlyRulePaused: true })).toEqual([
      ['onlyRulePaused', RULE_ONLY_RULE_PAUSED_MESSAGE],
    ]);
  });

  it('bounds percents and amounts', () => {
    expect(messages({ ...valid, action: { type: 'decrease_budget', percent: 100 } })).toHaveLength(1);
    expect(messages({ ...valid, action: { type: 'increase_budget', percent: 0 } })).toEqual([
      ['action.percent', 'Percent must be at least 1'],
    ]);
    expect(messages({ ...valid, action: { type: 'set_budget', amount: 0.5 } })).toEqual([
      ['action.amount', 'Budget must be at least 1'],
    ]);
  });

  it('deduplicates chosen campaigns', () => {
    const parsed = ruleInputSchema.parse({
      ...valid,
      scope: { kind: 'campaigns', campaignIds: ['12', '12', '13'] },
    });
    expect(parsed.scope).toEqual({ kind: 'campaigns', campaignIds: ['12', '13'] });
  });
});

describe('rulePatchSchema', () => {
  it('a patch changes something and adds no defaults', () => {
    expect(rulePatchSchema.safeParse({}).error?.issues[0]?.message).toBe('Nothing to change');
    expect(rulePatchSchema.parse({ enabled: false })).toEqual({ enabled: false });
  });
});

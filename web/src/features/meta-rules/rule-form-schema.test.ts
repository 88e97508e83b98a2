import { describe, expect, it } from 'vitest';
import { RULE_TEMPLATE_DEFINITIONS, stopLossRule } from '#shared/meta/rules/meta-rule-templates';
import { ruleFormSchema, toFormValues } from './rule-form-schema';

const messages = (values: unknown) => {
  const result = ruleFormSchema.safeParse(values);
  return result.success ? [] : result.error.issues.map((issue) => [issue.path.join('.'), issue.message]);
};

describe('the rule dialog schema', () => {
  it('reads a template draft back unchanged through the dialog values', () => {
    for (const definition of Object.values(RULE_TEMPLATE_DEFINITIONS)) {
      const draft = definition.build(definition.defaults as never);
      expect(ruleFormSchema.parse(toFormValues(draft))).toEqual(draft);
    }
  });

  it('turns the text inputs into numbers, empty floor and ceiling into null, and keeps only the action’s own amount', () => {
    const values = {
      ...toFormValues(stopLossRule({ spendAbove: 50, roiBelow: 80, window: 'today' })),
      conditions: [{ metric: 'cpc', operator: 'gte', value: '1.25' }],
      actionType: 'set_budget',
      amount: '40',
      percent: '15',
      budgetFloor: ' ',
      budgetCeiling: '90',
      cooldownMinutes: '30',
    };
    expect(ruleFormSchema.parse(values)).toMatchObject({
      conditions: [{ metric: 'cpc', operator: 'gte', value: 1.25 }],
      action: { type: 'set_budget', amount: 40 },
      budgetFloor: null,
      budgetCeiling: 90,
      cooldownMinutes: 30,
    });
    expect(ruleFormSchema.parse(values)).not.toHaveProperty('action.percent');
  });

  it('reads a creative refresh with or without a new image, and back through the dialog values', () => {
    const values = {
      ...toFormValues(stopLossRule({ spendAbove: 50, roiBelow: 80, window: 'today' })),
      actionType: 'refresh_creative',
      newImage: true,
      amount: '40',
    };
    const rule = ruleFormSchema.parse(values);
    expect(rule.action).toEqual({ type: 'refresh_creative', newImage: true });
    expect(toFormValues(rule)).toMatchObject({ actionType: 'refresh_creative', newImage: true });
    expect(ruleFormSchema.parse({ ...values, newImage: false }).action).toEqual({
      type: 'refresh_creative',
      newImage: false,
    });
  });

  it('keeps the chosen campaigns only for a rule limited to them', () => {
    const values = {
      ...toFormValues(),
      name: 'Some',
      conditions: [{ metric: 'roi', operator: 'lt', value: '50' }],
    };
    expect(ruleFormSchema.parse({ ...values, campaignIds: ['120'] }).scope).toEqual({ kind: 'all' });
    expect(ruleFormSchema.parse({ ...values, scopeKind: 'campaigns', campaignIds: ['120'] }).scope).toEqual({
      kind: 'campaigns',
      campaignIds: ['120'],
    });
  });

  it('shows the shared messages under the dialog’s own fields', () => {
    expect(
      messages({
        ...toFormValues(),
        scopeKind: 'campaigns',
        conditions: [{ metric: 'spend', operator: 'gt', value: '' }],
        actionType: 'increase_budget',
        percent: '',
      }),
    ).toEqual([
      ['name', 'Name is required'],
      ['campaignIds', 'Choose at least one campaign'],
      ['conditions.0.value', 'Value is required'],
      ['percent', 'Percent is required'],
    ]);
    expect(messages({ ...toFormValues(), name: 'x', conditions: [] })).toEqual([
      ['conditions', 'Add at least one condition'],
    ]);
  });

  it('checks the floor against the ceiling of a budget action, and ignores them for other actions', () => {
    const values = {
      ...toFormValues(stopLossRule({ spendAbove: 50, roiBelow: 80, window: 'today' })),
      budgetFloor: '100',
      budgetCeiling: '20',
    };
    expect(messages({ ...values, actionType: 'decrease_budget', percent: '10' })).toEqual([
      ['budgetFloor', 'The budget floor must not be above the budget ceiling'],
    ]);
    expect(ruleFormSchema.parse(values)).toMatchObject({ budgetFloor: null, budgetCeiling: null });
  });

  it('limits to rule-paused campaigns only for an activate action', () => {
    const revive = RULE_TEMPLATE_DEFINITIONS.revive;
    const values = toFormValues(revive.build(revive.defaults));
    expect(ruleFormSchema.parse(values).onlyRulePaused).toBe(true);
    expect(ruleFormSchema.parse({ ...values, actionType: 'pause' }).onlyRulePaused).toBe(false);
  });
});

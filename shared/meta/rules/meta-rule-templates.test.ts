import { describe, expect, it } from 'vitest';
import { ruleInputSchema } from '../../schemas/meta-rules';
import { RULE_TEMPLATE_DEFINITIONS } from './meta-rule-templates';

describe('rule templates', () => {
  it.each(Object.values(RULE_TEMPLATE_DEFINITIONS))(
    '$label builds a valid rule from its defaults',
    (definition) => {
      const draft = (definition.build as (params: unknown) => unknown)(definition.defaults);
      const parsed = ruleInputSchema.safeParse(draft);
      expect(parsed.success ? parsed.data : parsed.error.issues).toEqual(draft);
    },
  );

  it('stop-loss pauses on spend above X and ROI below Y, both required', () => {
    const rule = RULE_TEMPLATE_DEFINITIONS.stop_loss.build({
      spendAbove: 20,
      roiBelow: 90,
      window: 'yesterday',
    });
    expect(rule).toMatchObject({
      match: 'all',
      window: 'yesterday',
      conditions: [
        { metric: 'spend', operator: 'gt', value: 20 },
        { metric: 'roi', operator: 'lt', value: 90 },
      ],
      action: { type: 'pause' },
      template: 'stop_loss',
    });
  });

  it('scale winners raises the budget over N days with a ceiling', () => {
    const rule = RULE_TEMPLATE_DEFINITIONS.scale_winners.build({
      roiAbove: 150,
      days: 7,
      increasePercent: 25,
      budgetCeiling: 300,
    });
    expect(rule).toMatchObject({
      window: 'last_7_days',
      conditions: [{ metric: 'roi', operator: 'gt', value: 150 }],
      action: { type: 'increase_budget', percent: 25 },
      budgetCeiling: 300,
    });
  });

  it('revive activates only campaigns a rule paused', () => {
    const rule = RULE_TEMPLATE_DEFINITIONS.revive.build({ roiAbove: 110, window: 'today' });
    expect(rule).toMatchObject({ onlyRulePaused: true, action: { type: 'activate' } });
  });
});

import { describe, expect, it } from 'vitest';
import { RULE_TEMPLATE_DEFINITIONS } from '#shared/meta/rules/meta-rule-templates';
import { templateDraft } from './template-params';

describe('a template’s parameters as typed', () => {
  it('builds the template’s rule from the numbers and the chosen window', () => {
    const draft = templateDraft(RULE_TEMPLATE_DEFINITIONS.stop_loss, {
      spendAbove: ' 25.5 ',
      roiBelow: '90',
      window: 'last_3_days',
    });
    expect(draft).toEqual({
      rule: expect.objectContaining({
        window: 'last_3_days',
        conditions: [
          { metric: 'spend', operator: 'gt', value: 25.5 },
          { metric: 'roi', operator: 'lt', value: 90 },
        ],
        action: { type: 'pause' },
        template: 'stop_loss',
      }),
    });
  });

  it('reads the days of scale winners as a number', () => {
    const draft = templateDraft(RULE_TEMPLATE_DEFINITIONS.scale_winners, {
      roiAbove: '150',
      days: '7',
      increasePercent: '20',
      budgetCeiling: '400',
    });
    expect(draft).toMatchObject({ rule: { window: 'last_7_days', budgetCeiling: 400 } });
  });

  it('names each empty, non-numeric or negative parameter instead of building a rule', () => {
    expect(
      templateDraft(RULE_TEMPLATE_DEFINITIONS.stop_loss, {
        spendAbove: '',
        roiBelow: 'abc',
        window: 'today',
      }),
    ).toEqual({
      errors: {
        spendAbove: 'Spend above (USD) must be a number',
        roiBelow: 'ROI below (%) must be a number',
      },
    });
    expect(templateDraft(RULE_TEMPLATE_DEFINITIONS.revive, { roiAbove: '-5', window: 'today' })).toEqual({
      errors: { roiAbove: 'ROI above (%) must not be negative' },
    });
  });
});

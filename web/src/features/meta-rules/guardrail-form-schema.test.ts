import { describe, expect, it } from 'vitest';
import { guardrailFormSchema } from './guardrail-form-schema';

describe('guardrailFormSchema', () => {
  it('reads empty fields as no cap and text as numbers', () => {
    expect(
      guardrailFormSchema.parse({
        maxDailyIncreaseUsd: '500',
        maxCampaignBudgetUsd: ' ',
        maxCopiesPerDay: '3',
      }),
    ).toEqual({ maxDailyIncreaseUsd: 500, maxCampaignBudgetUsd: null, maxCopiesPerDay: 3 });
  });

  it("refuses what the server refuses, in the server's words", () => {
    const result = guardrailFormSchema.safeParse({
      maxDailyIncreaseUsd: '12,50',
      maxCampaignBudgetUsd: '-1',
      maxCopiesPerDay: '1.5',
    });
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'The daily increase cap must be a number of dollars',
      'The campaign budget cap cannot be negative',
      'The copies cap must be a whole number',
    ]);
  });
});

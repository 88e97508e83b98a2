import { describe, expect, it } from 'vitest';
import { plannedBudget } from './rule-budget-plan';

const open = { budgetFloor: null, budgetCeiling: null };

describe('plannedBudget', () => {
  it('raises and lowers by the percent, in cents', () => {
    expect(plannedBudget({ type: 'increase_budget', percent: 15 }, 20, open)).toEqual({ after: 23 });
    expect(plannedBudget({ type: 'decrease_budget', percent: 33 }, 10, open)).toEqual({ after: 6.7 });
  });

  it('stops at the ceiling and the floor, and skips once there', () => {
    const limits = { budgetFloor: 15, budgetCeiling: 25 };
    expect(plannedBudget({ type: 'increase_budget', percent: 50 }, 20, limits)).toEqual({ after: 25 });
    expect(plannedBudget({ type: 'increase_budget', percent: 50 }, 25, limits)).toEqual({
      skip: 'Skipped: the daily budget $25.00 is already at the ceiling of $25.00',
    });
    expect(plannedBudget({ type: 'decrease_budget', percent: 50 }, 20, limits)).toEqual({ after: 15 });
    expect(plannedBudget({ type: 'decrease_budget', percent: 50 }, 15, limits)).toEqual({
      skip: 'Skipped: the daily budget $15.00 is already at the floor of $15.00',
    });
  });

  it("never lowers below Meta's minimum of 1 without a floor", () => {
    expect(plannedBudget({ type: 'decrease_budget', percent: 90 }, 5, open)).toEqual({ after: 1 });
    expect(plannedBudget({ type: 'decrease_budget', percent: 90 }, 1, open)).toMatchObject({
      skip: expect.stringContaining('already at the floor of $1.00'),
    });
  });

  it('keeps a set budget within the floor and ceiling, and skips one that changes nothing', () => {
    const limits = { budgetFloor: 15, budgetCeiling: 25 };
    expect(plannedBudget({ type: 'set_budget', amount: 40 }, 20, limits)).toEqual({ after: 25 });
    expect(plannedBudget({ type: 'set_budget', amount: 5 }, 20, limits)).toEqual({ after: 15 });
    expect(plannedBudget({ type: 'set_budget', amount: 20 }, 20, limits)).toEqual({
      skip: 'Skipped: the daily budget is already $20.00',
    });
  });
});

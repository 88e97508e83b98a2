import { describe, expect, it } from 'vitest';
import { budgetUsage } from './budget-usage';

const period = (spentUsd: number, limitUsd: number | null) => ({ spentUsd, limitUsd, period: '2026-11-29' });

describe('budgetUsage', () => {
  it('writes what was spent against the limit, in dollars and cents', () => {
    expect(budgetUsage(period(12.34, 50))).toEqual({
      text: '$12.34 of $50.00',
      percent: 24.68,
      color: 'primary',
    });
  });

  it('turns to the warning colour from 80% and to the error colour once the limit is spent', () => {
    expect(budgetUsage(period(39.99, 50)).color).toBe('primary');
    expect(budgetUsage(period(40, 50)).color).toBe('warning');
    expect(budgetUsage(period(50, 50)).color).toBe('error');
    expect(budgetUsage(period(75, 50))).toMatchObject({ percent: 100, color: 'error' });
  });

  it('has no bar without a limit, and counts a $0 limit as spent', () => {
    expect(budgetUsage(period(12.34, null))).toEqual({ text: '$12.34, no limit', color: 'primary' });
    expect(budgetUsage(period(0, 0))).toMatchObject({ percent: 100, color: 'error' });
  });
});

import { describe, expect, it } from 'vitest';
import { earnsMoreThanItCosts } from './net-roi-verdict';

describe('earnsMoreThanItCosts', () => {
  it('is true above break-even (an ROI of 100%: revenue equal to spend plus AI cost)', () => {
    expect(earnsMoreThanItCosts('153.20%')).toBe(true);
    expect(earnsMoreThanItCosts('100.01%')).toBe(true);
    expect(earnsMoreThanItCosts('100.00%')).toBe(false);
    expect(earnsMoreThanItCosts('35.00%')).toBe(false);
    expect(earnsMoreThanItCosts('0.00%')).toBe(false);
    expect(earnsMoreThanItCosts('')).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { ruleLogQuerySchema } from './meta-rule-runs';

describe('ruleLogQuerySchema', () => {
  it('the log query takes its limit from the query text', () => {
    expect(ruleLogQuerySchema.parse({ limit: '5' })).toEqual({ limit: 5 });
    expect(ruleLogQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
    expect(ruleLogQuerySchema.safeParse({ status: 'nope' }).success).toBe(false);
  });
});

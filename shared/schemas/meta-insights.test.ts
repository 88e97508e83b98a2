import { describe, expect, it } from 'vitest';
import { enrichedInsightsQuerySchema } from './meta-insights';

const messages = (query: unknown) => {
  const result = enrichedInsightsQuerySchema.safeParse(query);
  return result.success ? [] : result.error.issues.map((issue) => issue.message);
};

describe('the enriched insights query', () => {
  it('accepts a range of valid days', () => {
    expect(messages({ since: '2026-03-01', until: '2026-03-30' })).toEqual([]);
  });

  it('refuses days that are not days without reaching the range checks (they threw before)', () => {
    expect(() => enrichedInsightsQuerySchema.safeParse({ since: 'a', until: 'a' })).not.toThrow();
    expect(messages({ since: 'a', until: '2026-02-30' })).toHaveLength(2);
  });

  it('refuses a reversed range and one longer than 90 days, saying which', () => {
    expect(messages({ since: '2026-03-02', until: '2026-03-01' })).toEqual([
      'The start date must not be after the end date',
    ]);
    expect(messages({ since: '2025-12-01', until: '2026-03-30' })).toEqual([
      'The range must not be longer than 90 days',
    ]);
  });
});

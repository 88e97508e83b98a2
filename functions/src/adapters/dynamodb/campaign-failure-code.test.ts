import { describe, expect, it } from 'vitest';
import { failureCodeOf, failureKindOf } from './campaign-failure-code';

describe('a failed creation’s stored code', () => {
  it('stores each kind as the status records held before kinds had names', () => {
    expect(failureCodeOf('invalid')).toBe(400);
    expect(failureCodeOf('upstream_refused')).toBe(502);
  });

  it('reads what earlier records stored, and nothing where they stored none', () => {
    expect(failureKindOf(400)).toBe('invalid');
    expect(failureKindOf(502)).toBe('upstream_refused');
    expect(failureKindOf(undefined)).toBeUndefined();
  });
});

import { describe, expect, it } from 'vitest';
import { pickDay, rangeProblem, rangeText } from './range-selection';

describe('pickDay', () => {
  it('starts a one-day range, then closes it on either side of the start', () => {
    const first = pickDay(undefined, '2026-11-10');
    expect(first).toEqual({ range: { since: '2026-11-10', until: '2026-11-10' }, anchor: '2026-11-10' });
    expect(pickDay(first.anchor, '2026-11-20')).toEqual({
      range: { since: '2026-11-10', until: '2026-11-20' },
    });
    expect(pickDay(first.anchor, '2026-10-28')).toEqual({
      range: { since: '2026-10-28', until: '2026-11-10' },
    });
  });
});

describe('rangeProblem', () => {
  it('accepts up to 90 days and names the limit beyond', () => {
    expect(rangeProblem({ since: '2026-08-27', until: '2026-11-24' })).toBeUndefined();
    expect(rangeProblem({ since: '2026-08-26', until: '2026-11-24' })).toBe(
      'The range must not be longer than 90 days',
    );
  });
});

describe('rangeText', () => {
  it('shows one day alone and a range with both ends', () => {
    expect(rangeText({ since: '2026-11-24', until: '2026-11-24' })).toBe('Nov 24, 2026');
    expect(rangeText({ since: '2026-11-18', until: '2026-11-24' })).toBe('Nov 18, 2026 - Nov 24, 2026');
  });
});

import { describe, expect, it } from 'vitest';
import { windowRange } from './rule-window';

// 03:00Z on 9 March 2026 is still 8 March in New York (the day clocks sprang forward).
const EARLY = Date.parse('2026-03-09T03:00:00Z');

describe('windowRange', () => {
  it('counts US Eastern days, today included for the last N days', () => {
    expect(windowRange('today', EARLY)).toEqual({ since: '2026-03-08', until: '2026-03-08' });
    expect(windowRange('yesterday', EARLY)).toEqual({ since: '2026-03-07', until: '2026-03-07' });
    expect(windowRange('last_3_days', EARLY)).toEqual({ since: '2026-03-06', until: '2026-03-08' });
    expect(windowRange('last_14_days', EARLY)).toEqual({ since: '2026-02-23', until: '2026-03-08' });
  });
});

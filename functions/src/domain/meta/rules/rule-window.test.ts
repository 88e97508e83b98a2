import { describe, expect, it } from 'vitest';
import { staleReason, windowRange } from './rule-window';

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

describe('windowRange in an ad account zone', () => {
  it("counts Singapore's days for Meta while New York is still on the day before", () => {
    // 20:00 EDT on 10 June is 08:00 on 11 June in Singapore (UTC+8).
    const evening = Date.parse('2026-06-11T00:00:00Z');
    expect(windowRange('yesterday', evening, 'Asia/Singapore')).toEqual({
      since: '2026-06-10',
      until: '2026-06-10',
    });
    expect(windowRange('yesterday', evening)).toEqual({ since: '2026-06-09', until: '2026-06-09' });
  });

  it('steps calendar days across the fall-back change (a 25-hour day counts once)', () => {
    // 04:30Z on 2 November 2026 is 23:30 EST on 1 November, the day New York fell back.
    const late = Date.parse('2026-11-02T04:30:00Z');
    expect(windowRange('last_3_days', late, 'America/New_York')).toEqual({
      since: '2026-10-30',
      until: '2026-11-01',
    });
    expect(windowRange('today', late, 'Europe/London')).toEqual({ since: '2026-11-02', until: '2026-11-02' });
  });
});

describe('staleReason on both sides', () => {
  it("wants yesterday's refresh after midnight in the account zone and in US Eastern", () => {
    const now = Date.parse('2026-06-11T05:00:00Z'); // 01:00 EDT and 13:00 in Singapore, 11 June
    const state = (at: string) => ({ lastRefreshedAt: at, pending: [] });
    // 03:00Z: already 11 June in Singapore, still 10 June in New York.
    expect(staleReason('yesterday', state('2026-06-11T03:00:00Z'), now, 'Asia/Singapore')).toContain(
      'before yesterday ended in US Eastern',
    );
    expect(staleReason('yesterday', state('2026-06-11T04:30:00Z'), now, 'Asia/Singapore')).toBeUndefined();
    expect(staleReason('yesterday', state('2026-06-10T15:00:00Z'), now, 'Asia/Singapore')).toContain(
      'before yesterday ended in Asia/Singapore',
    );
  });
});

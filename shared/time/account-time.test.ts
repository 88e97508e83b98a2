import { describe, expect, it } from 'vitest';
import { accountClock, accountDay } from './account-time';

describe('accountDay and accountClock', () => {
  it('count the account zone’s wall clock across a DST change (New York, 8 March 2026)', () => {
    // 06:59Z is 01:59 EST; 07:00Z is 03:00 EDT: the hour 02:00 does not exist that day.
    expect(accountClock('America/New_York', Date.parse('2026-03-08T06:59:00Z'))).toEqual({
      hour: 1,
      weekday: 0,
    });
    expect(accountClock('America/New_York', Date.parse('2026-03-08T07:00:00Z'))).toEqual({
      hour: 3,
      weekday: 0,
    });
    expect(accountDay('America/New_York', Date.parse('2026-03-09T03:59:00Z'))).toBe('2026-03-08');
    expect(accountDay('America/New_York', Date.parse('2026-03-09T04:00:00Z'))).toBe('2026-03-09');
  });

  it('puts an account at UTC+8 a day ahead of New York in the evening', () => {
    const evening = Date.parse('2026-06-10T20:00:00Z');
    expect(accountDay('America/New_York', evening)).toBe('2026-06-10');
    expect(accountDay('Asia/Singapore', evening)).toBe('2026-06-11');
    expect(accountClock('Asia/Singapore', evening)).toEqual({ hour: 4, weekday: 4 });
  });
});

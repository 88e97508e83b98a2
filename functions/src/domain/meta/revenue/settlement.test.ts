import { describe, expect, it } from 'vitest';
import { finalByAge, settleByAge } from './settlement';

const row = (day: string, final?: boolean) => ({
  day,
  channel: 'channel_00001',
  revenue: 10,
  conversions: 1,
  pageViews: 2,
  sessions: 2,
  ...(final === undefined ? {} : { final }),
});

describe('settlement by age', () => {
  it('makes a day final the configured hours after it ends in New York', () => {
    // March 9th ends at 04:00 UTC on the 10th (EDT from March 8th): 48 hours later is 04:00 UTC on the 12th.
    expect(finalByAge('2026-03-09', Date.parse('2026-03-12T03:59:59Z'), 48)).toBe(false);
    expect(finalByAge('2026-03-09', Date.parse('2026-03-12T04:00:00Z'), 48)).toBe(true);
    expect(finalByAge('2026-03-09', Date.parse('2026-03-10T05:59:59Z'), 2)).toBe(false);
    expect(finalByAge('2026-03-09', Date.parse('2026-03-10T06:00:00Z'), 2)).toBe(true);
  });

  it('counts from the end of a 23-hour day (the spring-forward switch) in New York time', () => {
    // March 8th 2026 ends at 04:00 UTC on the 9th (it began at 05:00 UTC, EST).
    expect(finalByAge('2026-03-08', Date.parse('2026-03-09T04:59:59Z'), 1)).toBe(false);
    expect(finalByAge('2026-03-08', Date.parse('2026-03-09T05:00:00Z'), 1)).toBe(true);
  });

  it('keeps the source’s own flag and settles only the rows without one, 48 hours by default', () => {
    const now = Date.parse('2026-03-12T12:00:00Z');
    const settled = settleByAge(
      [row('2026-03-09'), row('2026-03-10'), row('2026-03-11', true), row('2026-03-01', false)],
      now,
    );
    expect(settled.map((r) => r.final)).toEqual([true, false, true, false]);
    expect(settleByAge([row('2026-03-10')], now, 24).map((r) => r.final)).toEqual([true]);
  });
});

import { describe, expect, it } from 'vitest';
import { daySlots, slotsAfter, zonedDay, zonedHour } from './cadence-slots';

const iso = (slots: number[]) => slots.map((slot) => new Date(slot).toISOString().slice(0, 16));
const FIVE_A_DAY = { postsPerDay: 5, startHour: 9, endHour: 17 };

describe('daySlots', () => {
  it('spreads the posts evenly over the window, the first at its start', () => {
    expect(iso(daySlots(FIVE_A_DAY, 'UTC', '2026-11-26'))).toEqual([
      '2026-11-26T09:00',
      '2026-11-26T10:36',
      '2026-11-26T12:12',
      '2026-11-26T13:48',
      '2026-11-26T15:24',
    ]);
  });

  it("reads the window in the site's time zone", () => {
    // Paris is UTC+1 in November, New York UTC-5, Kolkata UTC+5:30.
    expect(iso(daySlots(FIVE_A_DAY, 'Europe/Paris', '2026-11-26'))[0]).toBe('2026-11-26T08:00');
    expect(iso(daySlots(FIVE_A_DAY, 'America/New_York', '2026-11-26'))[0]).toBe('2026-11-26T14:00');
    expect(iso(daySlots(FIVE_A_DAY, 'Asia/Kolkata', '2026-11-26'))[0]).toBe('2026-11-26T03:30');
  });

  it('keeps the slots evenly apart in real time on a day the clocks change inside the window', () => {
    // New York falls back at 02:00 EDT on 2026-11-01: the window 00:00-04:00 lasts five real hours.
    expect(
      iso(daySlots({ postsPerDay: 4, startHour: 0, endHour: 4 }, 'America/New_York', '2026-11-01')),
    ).toEqual(['2026-11-01T04:00', '2026-11-01T05:15', '2026-11-01T06:30', '2026-11-01T07:45']);
    // Paris springs forward at 02:00 on 2026-03-29: 9:00 is CEST (UTC+2) that day, CET (UTC+1) the day before.
    expect(iso(daySlots(FIVE_A_DAY, 'Europe/Paris', '2026-03-28'))[0]).toBe('2026-03-28T08:00');
    expect(iso(daySlots(FIVE_A_DAY, 'Europe/Paris', '2026-03-29'))[0]).toBe('2026-03-29T07:00');
  });

  it('rounds uneven steps down to whole minutes', () => {
    expect(iso(daySlots({ postsPerDay: 7, startHour: 9, endHour: 17 }, 'UTC', '2026-11-26'))).toEqual([
      '2026-11-26T09:00',
      '2026-11-26T10:08',
      '2026-11-26T11:17',
      '2026-11-26T12:25',
      '2026-11-26T13:34',
      '2026-11-26T14:42',
      '2026-11-26T15:51',
    ]);
  });
});

describe('zonedHour', () => {
  it('puts an hour a spring-forward night skips after the gap, and a repeated hour at its first showing', () => {
    expect(new Date(zonedHour('2026-03-08', 2, 'America/New_York')).toISOString()).toBe(
      '2026-03-08T07:00:00.000Z',
    );
    expect(new Date(zonedHour('2026-11-01', 1, 'America/New_York')).toISOString()).toBe(
      '2026-11-01T05:00:00.000Z',
    );
  });
});

describe('zonedDay', () => {
  it("is the day the site's wall clock shows", () => {
    expect(zonedDay(Date.parse('2026-11-26T23:30:00Z'), 'Europe/Paris')).toBe('2026-11-27');
    expect(zonedDay(Date.parse('2026-11-26T03:00:00Z'), 'America/New_York')).toBe('2026-11-25');
  });
});

describe('slotsAfter', () => {
  const take = (count: number, slots: Generator<number>) =>
    iso(Array.from({ length: count }, () => slots.next().value as number));

  it('starts after now, then rolls a full day over to the next', () => {
    const now = Date.parse('2026-11-26T12:00:00Z');
    expect(take(5, slotsAfter(FIVE_A_DAY, 'UTC', now))).toEqual([
      '2026-11-26T12:12',
      '2026-11-26T13:48',
      '2026-11-26T15:24',
      '2026-11-27T09:00',
      '2026-11-27T10:36',
    ]);
  });

  it("counts today in the site's time zone, not in UTC", () => {
    // 23:30 UTC is already the next morning in Tokyo (08:30): that day's 9:00 is next.
    const now = Date.parse('2026-11-26T23:30:00Z');
    expect(take(1, slotsAfter(FIVE_A_DAY, 'Asia/Tokyo', now))).toEqual(['2026-11-27T00:00']);
  });
});

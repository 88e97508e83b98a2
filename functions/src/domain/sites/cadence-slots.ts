import { zoneOffsetMs } from '#shared/time/time-zone-offset';
import type { SiteRecord } from '../../ports/sites';

export type SiteCadence = NonNullable<SiteRecord['cadence']>;

const MINUTE_MS = 60_000;
const DAY_MS = 24 * 60 * MINUTE_MS;

/**
 * The instant the wall clock of `timeZone` shows `hour`:00 on `day` (`yyyy-MM-dd`). An hour shown twice
 * (a fall-back night) is its first showing; one a DST change skips (02:00 on a spring-forward night) is read
 * with the offset before the change, so it lands on the hour after the gap.
 */
export function zonedHour(day: string, hour: number, timeZone: string): number {
  const wall = Date.parse(`${day}T00:00:00Z`) + hour * 60 * MINUTE_MS;
  // A zone changes its offset at most once in two days, so these are the offsets around the hour.
  const before = zoneOffsetMs(wall - DAY_MS, timeZone);
  const after = zoneOffsetMs(wall + DAY_MS, timeZone);
  for (const offset of [before, after]) {
    if (zoneOffsetMs(wall - offset, timeZone) === offset) return wall - offset;
  }
  return wall - before;
}

/** The `yyyy-MM-dd` day the wall clock of `timeZone` shows at the instant `ms`. */
export function zonedDay(ms: number, timeZone: string): string {
  return new Date(ms + zoneOffsetMs(ms, timeZone)).toISOString().slice(0, 10);
}

const nextDay = (day: string) => new Date(Date.parse(`${day}T00:00:00Z`) + DAY_MS).toISOString().slice(0, 10);

/**
 * A day's publishing slots: `postsPerDay` instants spread evenly over the window, the first at its start,
 * each a whole minute. The window is measured in real time between its two wall-clock ends, so on a day a
 * DST change falls inside it, the slots stay evenly apart.
 */
export function daySlots(cadence: SiteCadence, timeZone: string, day: string): number[] {
  const start = zonedHour(day, cadence.startHour, timeZone);
  const end = zonedHour(day, cadence.endHour, timeZone);
  const step = (end - start) / cadence.postsPerDay;
  return Array.from(
    { length: cadence.postsPerDay },
    (_, index) => start + Math.floor((index * step) / MINUTE_MS) * MINUTE_MS,
  );
}

/**
 * Every slot after `now`, earliest first: the rest of today's (in the site's time zone), then each next
 * day's in turn. A full day is rolled past by whoever books: this only says in which order to try.
 */
export function* slotsAfter(cadence: SiteCadence, timeZone: string, now: number): Generator<number> {
  for (let day = zonedDay(now, timeZone); ; day = nextDay(day)) {
    for (const slot of daySlots(cadence, timeZone, day)) if (slot > now) yield slot;
  }
}

import { SCREEN_TIME_ZONE } from './screen-time-zone';
import { zoneOffsetMs } from './time-zone-offset';

/**
 * An ad account's time (decision 057): Meta ends an account's days at its own midnight (`timezone_name` on
 * the ad account node), while the partner's revenue days stay US Eastern. An account whose zone is not known
 * yet (before its first refresh) counts in US Eastern, as everything did before.
 */
export const REVENUE_TIME_ZONE = SCREEN_TIME_ZONE;

/** The calendar day (`yyyy-MM-dd`) of instant `nowMs` in the ad account's `timeZone`. */
export function accountDay(timeZone: string, nowMs: number): string {
  return new Date(nowMs + zoneOffsetMs(nowMs, timeZone)).toISOString().slice(0, 10);
}

/** The wall-clock hour (0-23) and weekday (0 Sunday ... 6 Saturday) of instant `nowMs` in `timeZone`. */
export function accountClock(timeZone: string, nowMs: number): { hour: number; weekday: number } {
  const wall = new Date(nowMs + zoneOffsetMs(nowMs, timeZone));
  return { hour: wall.getUTCHours(), weekday: wall.getUTCDay() };
}

/** A zone as the screens name it: US Eastern for the partner's zone, else its IANA name. */
export const zoneLabel = (timeZone: string) => (timeZone === REVENUE_TIME_ZONE ? 'US Eastern' : timeZone);

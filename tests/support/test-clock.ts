import { systemClock } from '../../functions/src/ports/clock';
import { createLocalClock, type LocalClock } from '../../infra/local/local-clock';

/**
 * The instant tests that read the day or the hour start their clocks at: 11:30 in New York (EDT) on a
 * Wednesday, 10 June 2026. Before noon, so the sandbox warehouse has not settled yesterday yet; half past,
 * so a test's minutes never cross the hour its revenue estimates step at.
 */
export const TEST_NOW_MS = Date.parse('2026-06-10T15:30:00.000Z');

/** A clock that starts at `startMs` and runs on in real time, so waits, retries and expiry pass as ever. */
export const testClock = (startMs: number = TEST_NOW_MS): LocalClock =>
  createLocalClock(systemClock, startMs);

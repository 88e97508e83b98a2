import type { Clock } from '../../functions/src/ports/clock';

/** A clock that can be moved: what the whole local stack (the app and every sandbox) reads the time from. */
export interface LocalClock extends Clock {
  /** Moves the clock to `ms`, from where it runs on at the base clock's pace; undefined moves it back. */
  set(ms: number | undefined): void;
}

/**
 * The local stack's clock: the base clock (the system's) shifted to start at `startMs` when given. It runs
 * on in real time, so waits, timeouts and session expiry behave as ever, while the day and hour that
 * revenue settlement, "today" windows, cadence slots and notification times read are the ones a test chose
 * (`LOCAL_CLOCK`, `PUT /local/clock`).
 */
export function createLocalClock(base: Clock, startMs?: number): LocalClock {
  let offsetMs = startMs === undefined ? 0 : startMs - base.now();
  return {
    now: () => base.now() + offsetMs,
    set(ms) {
      offsetMs = ms === undefined ? 0 : ms - base.now();
    },
  };
}

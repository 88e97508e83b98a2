/**
 * The WordPress sandbox's clock, which decides when a `future` post goes live: the app's clock (the system's
 * by default) until a test sets another time (`PUT /local/wordpress-clock`), to see scheduled posts
 * published without waiting for their day.
 */
export function createSandboxClock(base: () => number = Date.now) {
  let fixed: number | undefined;
  return {
    now: () => fixed ?? base(),
    /** Fixes the clock at `ms`; undefined gives it back to the base clock. */
    set(ms: number | undefined) {
      fixed = ms;
    },
  };
}

/**
 * The shared schedule of one upstream limit (a provider and model), kept where every process sees it: the
 * time the limit is booked up to. Each call books its share of the limit's time and starts when its share
 * begins, so callers in any number of processes together keep to the limit (GCRA, "virtual scheduling").
 */
export interface RateBucket {
  /**
   * Books `costMs` of the limit's time for a call that may start at `now` at the earliest. When the limit is
   * booked beyond `latestStart`, nothing is booked and `bookedUntil` says how far it is booked.
   */
  book(
    key: string,
    booking: { now: number; costMs: number; latestStart: number },
  ): Promise<{ startAt: number } | { bookedUntil: number }>;
  /** Nobody starts before `until` (a 429's Retry-After): the schedule moves to it when it is earlier. */
  holdUntil(key: string, until: number): Promise<void>;
}

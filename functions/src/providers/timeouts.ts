/**
 * Per-attempt time limits by call type. Image generation with gpt-image-1 routinely takes a minute or more,
 * so it gets the longest; a WordPress upload carries a few megabytes.
 */
export const TIMEOUTS_MS = {
  text: 120_000,
  image: 240_000,
  vision: 60_000,
  wordpress: 30_000,
  wordpressUpload: 120_000,
} as const;

export type CallType = keyof typeof TIMEOUTS_MS;

/** The limits to use: the defaults, with any override (tests and benchmarks shorten them). */
export function resolveTimeouts(overrides?: Partial<Record<CallType, number>>): Record<CallType, number> {
  return { ...TIMEOUTS_MS, ...overrides };
}

/** "240 s", or "200 ms" under a second: for error reasons. */
export const describeTimeout = (ms: number) => (ms < 1000 ? `${ms} ms` : `${Math.round(ms / 1000)} s`);

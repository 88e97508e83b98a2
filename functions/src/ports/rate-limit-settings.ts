import type { RateLimitSettings } from '#shared/schemas/rate-limits';

/** Settings > API Credentials > Rate limits: one item. */
export interface RateLimitSettingsStore {
  get(): Promise<RateLimitSettings | undefined>;
  save(settings: RateLimitSettings): Promise<void>;
}

/** A model's limits per minute under one account; each one absent is not paced. */
export interface RateLimits {
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  imagesPerMinute?: number;
}

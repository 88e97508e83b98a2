import {
  DEFAULT_RATE_LIMIT_SETTINGS,
  type RateLimitedService,
  type RateLimitSettings,
  UNSET_RATE_LIMITS,
} from '#shared/schemas/rate-limits';
import type { Clock } from '../../ports/clock';
import type { RateLimitSettingsStore, RateLimits } from '../../ports/rate-limit-settings';
import { cachedSetting } from './cached-setting';

/**
 * How long a read of the limits serves a process: every paced call asks for them. A change saved through
 * this instance applies at once; other processes (Lambda containers) see it within this time.
 */
export const RATE_LIMITS_CACHE_MS = 60_000;

export interface RateLimitSettingsService {
  /** The limits as saved; null for each one left on its default. */
  get(): Promise<RateLimitSettings>;
  save(settings: RateLimitSettings): Promise<RateLimitSettings>;
  /**
   * The limits a service's model is paced by: each one saved, else the first paid tier's on a real account;
   * the sandbox has no defaults (it announces its limits, or refuses with 429s).
   */
  limitsFor(service: RateLimitedService, sandbox: boolean): Promise<RateLimits>;
}

export function createRateLimitSettings(deps: {
  store: RateLimitSettingsStore;
  clock: Clock;
}): RateLimitSettingsService {
  const setting = cachedSetting(
    async () => (await deps.store.get()) ?? UNSET_RATE_LIMITS,
    deps.clock,
    RATE_LIMITS_CACHE_MS,
  );

  return {
    get: setting.read,
    async save(settings) {
      await deps.store.save(settings);
      return setting.remember(settings);
    },
    async limitsFor(service, sandbox) {
      const saved: Record<string, number | null> = (await setting.current())[service];
      const defaults: Record<string, number | null> = DEFAULT_RATE_LIMIT_SETTINGS[service];
      const limits: RateLimits = {};
      for (const [kind, fallback] of Object.entries(defaults)) {
        const limit = saved[kind] ?? (sandbox ? null : fallback);
        if (limit !== null) limits[kind as keyof RateLimits] = limit;
      }
      return limits;
    },
  };
}

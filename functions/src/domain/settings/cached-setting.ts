import type { Clock } from '../../ports/clock';

/**
 * A setting every request or call asks for, read from its store at most once per `ttlMs` by this process.
 * What this process saves serves at once (`remember`); other processes see it within `ttlMs`.
 */
export function cachedSetting<T>(load: () => Promise<T>, clock: Clock, ttlMs: number) {
  let cached: { value: T; readAt: number } | undefined;
  const remember = (value: T) => {
    cached = { value, readAt: clock.now() };
    return value;
  };
  const read = async () => remember(await load());
  return {
    /** The store's value now. */
    read,
    /** The value read within `ttlMs`, else the store's. */
    current: () => (cached && clock.now() - cached.readAt < ttlMs ? Promise.resolve(cached.value) : read()),
    remember,
  };
}

import type { RetryPolicy } from './retry';
import type { CallType } from './timeouts';

/** Tuning every provider factory accepts; production code leaves it out and gets the defaults. */
export interface ProviderCallOptions {
  timeoutsMs?: Partial<Record<CallType, number>>;
  retry?: Partial<RetryPolicy>;
}

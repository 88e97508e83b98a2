import type { ProviderCallOptions } from '../../functions/src/providers/call-options';

/** Short waits so retry tests stay quick; a Retry-After still has its full say. */
export const FAST: ProviderCallOptions = { retry: { baseDelayMs: 20, maxDelayMs: 100 } };

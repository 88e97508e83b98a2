import type { ServiceCredentials } from '../ports/credentials';
import type { ProviderName } from '../ports/provider-error';
import { createPacer, type Pacer } from './pacer';
import type { RetryPolicy } from './retry';
import type { CallType } from './timeouts';

/** The model a pacer paces, and the account it is paced under. */
export interface PacedModel {
  provider: ProviderName;
  model: string;
  credentials: ServiceCredentials;
}

/** Tuning every provider factory accepts; production code leaves it out and gets the defaults. */
export interface ProviderCallOptions {
  timeoutsMs?: Partial<Record<CallType, number>>;
  retry?: Partial<RetryPolicy>;
  /**
   * The pacer of a model: the platform's shares one schedule per model and account among every process
   * (`shared-pacer.ts`); without one, a client paces only its own calls.
   */
  pacerFor?: (paced: PacedModel) => Pacer;
}

/** The pacer a client's calls to `paced` wait their turn with. */
export const pacerOf = (options: ProviderCallOptions, paced: PacedModel): Pacer =>
  options.pacerFor?.(paced) ?? createPacer();

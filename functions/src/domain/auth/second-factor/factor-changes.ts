import type { SecondFactorRecord, SecondFactorStore } from '../../../ports/second-factors';
import { conflict } from '../../domain-error';
import { noFactors } from './factor-record';

/** Reads before giving up when others keep writing the same user's factors. */
const ATTEMPTS = 4;

/** What a change decides: the record to write (none: write nothing) and what to answer. */
export interface FactorChange<T> {
  next?: SecondFactorRecord;
  result: T;
}

/**
 * Reads the user's factors, lets `change` decide, and writes its record only if nobody wrote meanwhile (a
 * conditional write on the version read). When someone did, it reads again and decides again, so two
 * uses of one code or two edits at once can never both count: no transactions needed (dynalite has none).
 */
export async function changeFactors<T>(
  store: SecondFactorStore,
  userId: string,
  change: (current: SecondFactorRecord) => FactorChange<T> | Promise<FactorChange<T>>,
): Promise<T> {
  for (let attempt = 0; attempt < ATTEMPTS; attempt += 1) {
    const current = (await store.get(userId)) ?? noFactors(userId);
    const { next, result } = await change(current);
    if (!next) return result;
    if (await store.replace({ ...next, version: current.version + 1 }, current.version)) return result;
  }
  throw conflict('Your second factors were changed meanwhile; try again.');
}

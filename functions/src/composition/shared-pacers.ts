import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createDynamoRateBucket } from '../adapters/dynamodb/rate-bucket';
import type { Clock } from '../ports/clock';
import type { PacedModel } from '../providers/call-options';
import type { Pacer } from '../providers/pacer';
import { DEFAULT_RATE_LIMITS } from '../providers/rate-limits';
import { createSharedPacer, sharedLimitKey } from '../providers/shared-pacer';

/**
 * The pacers of every AI model, one schedule per model and account in the table, shared by every Lambda
 * container (or local process) and every run. A real account starts from the first paid tier's limits; the
 * sandbox's come from what it announces and its 429s.
 */
export function sharedPacers(table: DynamoTable, clock: Clock): (paced: PacedModel) => Pacer {
  const bucket = createDynamoRateBucket(table);
  return ({ provider, model, credentials }) =>
    createSharedPacer({
      bucket,
      key: sharedLimitKey(provider, model, credentials.apiKey),
      limits: credentials.sandbox ? {} : (DEFAULT_RATE_LIMITS[model] ?? {}),
      now: () => clock.now(),
    });
}

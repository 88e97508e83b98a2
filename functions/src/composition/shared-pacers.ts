import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createDynamoRateBucket } from '../adapters/dynamodb/rate-bucket';
import { createRateLimitSettingsStore } from '../adapters/dynamodb/rate-limit-settings-store';
import { createRateLimitSettings } from '../domain/settings/rate-limit-settings';
import type { Clock } from '../ports/clock';
import type { PacedModel } from '../providers/call-options';
import type { Pacer } from '../providers/pacer';
import { LIMITED_SERVICE_OF_MODEL } from '../providers/rate-limits';
import { createSharedPacer, sharedLimitKey } from '../providers/shared-pacer';

/**
 * The pacers of every AI model, one schedule per model and account in the table, shared by every Lambda
 * container (or local process) and every run, at the limits Settings gives each model (read through the
 * settings' cache, so a change reaches every process within `RATE_LIMITS_CACHE_MS`).
 */
export function sharedPacers(table: DynamoTable, clock: Clock): (paced: PacedModel) => Pacer {
  const bucket = createDynamoRateBucket(table);
  const settings = createRateLimitSettings({ store: createRateLimitSettingsStore(table), clock });
  return ({ provider, model, credentials }) => {
    const service = LIMITED_SERVICE_OF_MODEL[model];
    return createSharedPacer({
      bucket,
      key: sharedLimitKey(provider, model, credentials.apiKey),
      limits: () => (service ? settings.limitsFor(service, credentials.sandbox) : {}),
      now: () => clock.now(),
    });
  };
}

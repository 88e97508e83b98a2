import type { RateLimitSettings } from '#shared/schemas/rate-limits';
import type { RateLimitSettingsStore } from '../../ports/rate-limit-settings';
import type { DynamoTable } from './dynamo-table';
import { createSingleItem } from './whole-items';

/** The AI models' rate limits: one item, read (through a short cache) by every paced process. */
export function createRateLimitSettingsStore(table: DynamoTable): RateLimitSettingsStore {
  return createSingleItem<RateLimitSettings>(table, { pk: 'RATE_LIMITS', sk: 'SETTINGS' });
}

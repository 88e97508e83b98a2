import type { AiBudgetSettings } from '#shared/schemas/ai-budget';
import type { AiBudgetSettingsStore } from '../../ports/ai-spend';
import type { DynamoTable } from './dynamo-table';
import { createSingleItem } from './whole-items';

/** Settings > AI Budget: one item, read (through a short cache) by every run's start and keyword's begin. */
export function createAiBudgetSettingsStore(table: DynamoTable): AiBudgetSettingsStore {
  return createSingleItem<AiBudgetSettings>(table, { pk: 'AI_BUDGET', sk: 'SETTINGS' });
}

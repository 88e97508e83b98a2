import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/economics/ai-prices';
import { createAiBudgetSettingsStore } from '../adapters/dynamodb/ai-budget-settings-store';
import { createAiSpendLedger } from '../adapters/dynamodb/ai-spend-ledger';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createAiBudgetSettings } from '../domain/ai-budget/ai-budget-settings';
import { createBudgetGate } from '../domain/ai-budget/budget-gate';
import { createSpendRecorder } from '../domain/ai-budget/spend-recorder';
import type { Notifier } from '../domain/notifications/notifier';
import type { Clock } from '../ports/clock';

/**
 * The AI budget (decision 052) on the table: its settings, the spend ledger, the gate runs and keywords
 * pass, and the recorder every AI cost goes through. The API, the steps and the refresh build it here.
 */
export function createAiBudgetDeps(
  platform: { table: DynamoTable; clock: Clock },
  notifier: Notifier,
  aiPrices?: AiPriceTable,
) {
  const { table, clock } = platform;
  const settings = createAiBudgetSettings({ store: createAiBudgetSettingsStore(table), clock });
  const ledger = createAiSpendLedger(table, clock);
  const prices = withPriceOverrides(DEFAULT_AI_PRICES, aiPrices);
  return {
    budgetSettings: settings,
    ledger,
    gate: createBudgetGate({ settings, ledger, clock }),
    recordSpend: createSpendRecorder({ ledger, settings, notifier, clock, prices }),
  };
}

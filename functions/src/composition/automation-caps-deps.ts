import { createCapUsageStore } from '../adapters/dynamodb/cap-usage-store';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createRuleGuardrailStore } from '../adapters/dynamodb/rule-guardrail-store';
import type { MetaCredentialsStore } from '../domain/meta/meta-credentials-store';
import { snapshotAccountDay } from '../domain/meta/rules/account-day';
import { createAutomationCaps } from '../domain/meta/rules/automation-caps';
import { createGuardrailsService } from '../domain/meta/rules/guardrails-service';
import type { Notifier } from '../domain/notifications/notifier';
import type { Clock } from '../ports/clock';
import type { InsightsStore } from '../ports/insights-store';

/**
 * Each ad account's caps on automation (decision 056) on the single table: `automationCaps` for whatever
 * acts (the rules; a duplicate asks it for `{ addUsd: copyBudget, copies: 1 }`), `guardrails` for the screen.
 * One `accountDay` for both, so the screen's "today" is the day the caps count in.
 */
export function createAutomationCapsDeps(deps: {
  table: DynamoTable;
  notifier: Notifier;
  credentials: Pick<MetaCredentialsStore, 'read'>;
  clock: Clock;
  insights: Pick<InsightsStore, 'snapshots'>;
}) {
  const guardrails = createRuleGuardrailStore(deps.table);
  const usage = createCapUsageStore(deps.table);
  // The ad account's own day (decision 057), read from its campaigns' snapshots.
  const accountDay = snapshotAccountDay(deps.insights);
  return {
    automationCaps: createAutomationCaps({ guardrails, usage, notifier: deps.notifier, accountDay }),
    guardrailsService: createGuardrailsService({
      credentials: deps.credentials,
      guardrails,
      usage,
      accountDay,
      clock: deps.clock,
    }),
  };
}

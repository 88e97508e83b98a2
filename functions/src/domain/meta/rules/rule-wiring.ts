import { createBudgetChangeStore } from '../../../adapters/dynamodb/budget-change-store';
import { createCampaignRepository } from '../../../adapters/dynamodb/campaign-repository';
import type { DynamoTable } from '../../../adapters/dynamodb/dynamo-table';
import { createRuleLogStore } from '../../../adapters/dynamodb/meta-rule-log-store';
import { createRuleRepository } from '../../../adapters/dynamodb/meta-rule-repository';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import { createBudgetChangeLedger } from '../campaign-actions/budget-change-ledger';
import { createCampaignActions } from '../campaign-actions/campaign-actions-service';
import type { MetaAccess } from '../meta-access';
import { createRuleService } from './rule-service';

/**
 * The rule service on the single table, acting through the campaign actions with the shared budget ledger
 * (its counts live in the table, so the API's manual changes and the rules' count together). The API and
 * the scheduled refresh Lambda build it the same way.
 */
export function createRuleServiceOn(deps: {
  table: DynamoTable;
  metaAccess: Pick<MetaAccess, 'client'>;
  insights: InsightsStore;
  clock: Clock;
}) {
  const repository = createRuleRepository(deps.table);
  const ledger = createBudgetChangeLedger(createBudgetChangeStore(deps.table), deps.clock);
  const metaClient = () => deps.metaAccess.client();
  return createRuleService({
    rules: repository,
    cooldowns: repository,
    paused: repository,
    log: createRuleLogStore(deps.table),
    insights: deps.insights,
    campaignActions: createCampaignActions({
      metaClient,
      ledger,
      snapshots: deps.insights,
      // A rule's pause or budget change shows in the creator's campaign list too, as a manual one does.
      records: { campaigns: createCampaignRepository(deps.table), clock: deps.clock },
    }),
    metaClient,
    ledger,
    clock: deps.clock,
  });
}

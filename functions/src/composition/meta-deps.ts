import type { AiPriceTable } from '#shared/economics/ai-prices';
import { createAdsetNameRepository } from '../adapters/dynamodb/adset-name-repository';
import { createBudgetChangeStore } from '../adapters/dynamodb/budget-change-store';
import { createCampaignRepository } from '../adapters/dynamodb/campaign-repository';
import { createCreativeRefreshStore } from '../adapters/dynamodb/creative-refresh-store';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createInsightsStore } from '../adapters/dynamodb/insights/insights-store';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createRuleHoldStore } from '../adapters/dynamodb/meta-rule-hold-store';
import { createRuleLogStore } from '../adapters/dynamodb/meta-rule-log-store';
import { createRuleRepository } from '../adapters/dynamodb/meta-rule-repository';
import { createAdsetNamePool } from '../domain/meta/adset-name-pool';
import { createBudgetChangeLedger } from '../domain/meta/campaign-actions/budget-change-ledger';
import { createCampaignActions } from '../domain/meta/campaign-actions/campaign-actions-service';
import { campaignCreationOn } from '../domain/meta/campaign-deps';
import {
  type CampaignDuplication,
  createCampaignDuplication,
} from '../domain/meta/campaign-duplication/campaign-duplication-service';
import {
  type CreativeRefresh,
  createCreativeRefresh,
} from '../domain/meta/creative-refresh/creative-refresh-service';
import { createInsightsRefresh } from '../domain/meta/insights-refresh/insights-refresh';
import { withRefreshMetrics } from '../domain/meta/insights-refresh/refresh-metrics';
import { createMetaAccess, type MetaAccess } from '../domain/meta/meta-access';
import { createMetaCredentialsStore } from '../domain/meta/meta-credentials-store';
import { createRevenueSource } from '../domain/meta/revenue/revenue-source';
import { createWarehouseCredentialsStore } from '../domain/meta/revenue/warehouse-credentials-store';
import type { AutomationCaps } from '../domain/meta/rules/automation-caps';
import { createRuleImpactReport } from '../domain/meta/rules/rule-impact-report';
import { createRuleService } from '../domain/meta/rules/rule-service';
import { withRulesAfterRefresh } from '../domain/meta/rules/rules-after-refresh';
import type { Notifier } from '../domain/notifications/notifier';
import { withPermissionWatch } from '../domain/notifications/sources/meta-permission-watch';
import { withRefreshNotifications } from '../domain/notifications/sources/refresh-watch';
import { createRuleActionNotifier } from '../domain/notifications/sources/rule-notifications';
import type { Clock } from '../ports/clock';
import type { InsightsStore } from '../ports/insights-store';
import type { RuleActionNotifier, RuleLogStore } from '../ports/meta-rules';
import { createMetaGraphClient } from '../providers/meta/meta-graph-client';
import { createSnowflakeWarehouse } from '../providers/snowflake/snowflake-warehouse';
import { createAiBudgetDeps } from './ai-budget-deps';
import { createAutomationCapsDeps } from './automation-caps-deps';
import { createNotificationDeps } from './notification-deps';
import type { Platform } from './platform';

/**
 * What the Meta side needs of the platform: the table, the secrets, a clock, the copy writer, the sandbox,
 * and the blobs (a rule's copy uploads the keyword's image).
 */
type MetaPlatform = Pick<Platform, 'table' | 'secrets' | 'clock' | 'sandbox' | 'creativeWriter' | 'blobs'>;

/**
 * Meta access, the revenue warehouse, the insights store and the campaign rules, with the scheduled refresh
 * that runs the rules right after it lands fresh data (decision 021). The API and the refresh Lambda both
 * build them here, so the refresh they run is the same; both tell the team what goes wrong through
 * `notifications` (decision 031).
 */
export function createMetaDeps(
  platform: MetaPlatform,
  notifications = createNotificationDeps(platform),
  aiPrices?: AiPriceTable,
) {
  const { table, secrets, sandbox, clock } = platform;
  const { notifier } = notifications;
  // Locally the Graph sandbox's current address, for credentials saved by `use-sandbox`; absent on AWS.
  const meta = {
    store: createMetaCredentialsStore(secrets),
    sandbox: sandbox?.meta,
    connect: createMetaGraphClient,
  };
  // A write Meta refuses for lack of permission is told to the team.
  const metaAccess = withPermissionWatch(createMetaAccess(meta), notifier);
  // The revenue warehouse (Snowflake); locally its sandbox's address for settings saved by `use-sandbox`.
  const warehouse = {
    store: createWarehouseCredentialsStore(secrets),
    sandbox: sandbox?.snowflake,
    client: createSnowflakeWarehouse(),
  };
  const warehouseRevenue = createRevenueSource({ ...warehouse, clock });
  const insightsStore = createInsightsStore(table);
  const creativeRefreshStore = createCreativeRefreshStore(table);
  const campaignRecords = createCampaignRepository(table);
  const creativeRefresh = createCreativeRefresh({
    store: creativeRefreshStore,
    campaigns: campaignRecords,
    keywords: createKeywordRepository(table, clock),
    metaClient: () => metaAccess.client(),
    writer: platform.creativeWriter,
    recordSpend: createAiBudgetDeps(platform, notifier, aiPrices).recordSpend,
    clock,
  });
  const caps = createAutomationCapsDeps({
    table,
    notifier,
    credentials: meta.store,
    clock,
    insights: insightsStore,
  });
  const ruleLog = createRuleLogStore(table);
  const ruleActionNotifier = createRuleActionNotifier(notifier);
  const ruleService = createRuleServiceOn({
    table,
    metaAccess,
    insights: insightsStore,
    clock,
    log: ruleLog,
    actionNotifier: ruleActionNotifier,
    creativeRefresh,
    caps: caps.automationCaps,
    duplication: ruleCopies({ table, blobs: platform.blobs, clock, metaAccess, notifier }),
  });
  // What the refresh and the notification watchdog check: failures, stale data, missing revenue, the token.
  const refreshWatch = {
    notifier,
    store: insightsStore,
    metaAccess,
    warehouse: warehouse.store,
    settings: notifications.stores.settings,
    clock,
  };
  const insightsRefresh = withRefreshNotifications(
    withRefreshMetrics(
      withRulesAfterRefresh(
        createInsightsRefresh({
          store: insightsStore,
          metaAccess,
          revenue: warehouseRevenue,
          clock,
          hasOwnCampaigns: async () => (await campaignRecords.count()) > 0,
        }),
        ruleService,
      ),
      insightsStore,
      clock,
    ),
    refreshWatch,
  );
  return {
    meta,
    metaAccess,
    warehouse,
    warehouseRevenue,
    insightsStore,
    ruleService,
    ...caps,
    // What the rules did (decision 058): the log's actions against the store's figures.
    ruleImpact: createRuleImpactReport({ log: ruleLog, insights: insightsStore, clock }),
    ruleLog,
    ruleActionNotifier,
    creativeRefresh,
    creativeRefreshStore,
    insightsRefresh,
    refreshWatch,
  };
}

/**
 * The rule service on the single table, acting through the campaign actions with the shared budget ledger
 * (its counts live in the table, so the API's manual changes and the rules' count together).
 */
function createRuleServiceOn(deps: {
  table: DynamoTable;
  metaAccess: Pick<MetaAccess, 'client'>;
  insights: InsightsStore;
  clock: Clock;
  log: RuleLogStore;
  actionNotifier: RuleActionNotifier;
  creativeRefresh: CreativeRefresh;
  caps: AutomationCaps;
  duplication: Pick<CampaignDuplication, 'copy'>;
}) {
  const repository = createRuleRepository(deps.table);
  const ledger = createBudgetChangeLedger(createBudgetChangeStore(deps.table), deps.clock);
  const metaClient = () => deps.metaAccess.client();
  return createRuleService({
    rules: repository,
    cooldowns: repository,
    paused: repository,
    holds: createRuleHoldStore(deps.table),
    log: deps.log,
    actionNotifier: deps.actionNotifier,
    creativeRefresh: deps.creativeRefresh,
    duplication: deps.duplication,
    copies: createCampaignRepository(deps.table),
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
    caps: deps.caps,
    clock: deps.clock,
  });
}

/**
 * The duplication a rule's copies go through: the creation saga on the same table, name pool and Meta
 * access as the API's (decision 055), so a copy is made, resumed and rolled back as any other.
 */
function ruleCopies(deps: {
  table: DynamoTable;
  blobs: Platform['blobs'];
  clock: Clock;
  metaAccess: MetaAccess;
  notifier: Notifier;
}) {
  const campaigns = createCampaignRepository(deps.table);
  const names = createAdsetNamePool({ store: createAdsetNameRepository(deps.table), meta: deps.metaAccess });
  return createCampaignDuplication({
    campaigns,
    creation: campaignCreationOn({
      campaigns,
      keywords: createKeywordRepository(deps.table, deps.clock),
      blobs: deps.blobs,
      metaAccess: deps.metaAccess,
      names,
      clock: deps.clock,
      notifier: deps.notifier,
    }),
    names,
    metaClient: () => deps.metaAccess.client(),
  });
}

import type { Context } from 'hono';
import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/ai-prices';
import { createAdsetNameRepository } from '../adapters/dynamodb/adset-name-repository';
import { createApiStatusCache } from '../adapters/dynamodb/api-status-cache';
import { createBudgetChangeStore } from '../adapters/dynamodb/budget-change-store';
import { createCampaignRepository } from '../adapters/dynamodb/campaign-repository';
import { createDebugRunStore } from '../adapters/dynamodb/debug-run-store';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createInsightsStore } from '../adapters/dynamodb/insights/insights-store';
import { createKeywordRepository } from '../adapters/dynamodb/keywords/keyword-repository';
import { createLoginAttemptRepository } from '../adapters/dynamodb/login-attempt-repository';
import { createPreferencesRepository } from '../adapters/dynamodb/preferences-repository';
import { createProfileRepository } from '../adapters/dynamodb/profile-repository';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import { createSessionRepository } from '../adapters/dynamodb/session-repository';
import { createUserRepository } from '../adapters/dynamodb/user-repository';
import { createLoginRateLimiter, type LoginLimits } from '../domain/auth/login-rate-limiter';
import { createLoginService } from '../domain/auth/login-service';
import { createOwnPasswordChange } from '../domain/auth/own-password-change';
import type { PasswordCost } from '../domain/auth/passwords';
import { createSessionService } from '../domain/auth/session-service';
import { createDebugRuns } from '../domain/debug/debug-runs';
import { createCampaignAiCosts } from '../domain/economics/campaign-ai-costs';
import { createKeywordEconomics } from '../domain/economics/keyword-economics';
import { createKeywordProcessing } from '../domain/keywords/keyword-processing';
import { createKeywordService } from '../domain/keywords/keyword-service';
import { createAdsetNamePool } from '../domain/meta/adset-name-pool';
import { createCampaignDeps } from '../domain/meta/campaign-deps';
import { createEnrichedInsights } from '../domain/meta/insights-refresh/enriched-insights';
import { createInsightsRefresh } from '../domain/meta/insights-refresh/insights-refresh';
import { createMetaAccess } from '../domain/meta/meta-access';
import { createMetaAssetsService } from '../domain/meta/meta-assets-service';
import { createMetaCredentialsService } from '../domain/meta/meta-credentials-service';
import { createMetaCredentialsStore } from '../domain/meta/meta-credentials-store';
import { createMetaStatusService } from '../domain/meta/meta-status-service';
import { createProfileService } from '../domain/meta/profile-service';
import { createRevenueSource } from '../domain/meta/revenue/revenue-source';
import { createRevenueSourceService } from '../domain/meta/revenue/revenue-source-service';
import { createWarehouseCredentialsStore } from '../domain/meta/revenue/warehouse-credentials-store';
import { createRuleServiceOn } from '../domain/meta/rules/rule-wiring';
import { withRulesAfterRefresh } from '../domain/meta/rules/rules-after-refresh';
import { createProcessingLauncher } from '../domain/processing/processing-launcher';
import { createPromptService } from '../domain/prompts/prompt-service';
import { createApiStatusService } from '../domain/settings/api-status-service';
import { createCredentialsReader, type SandboxEndpoints } from '../domain/settings/credentials-reader';
import { createPreferencesService } from '../domain/settings/preferences-service';
import type { PublicEndpoints } from '../domain/settings/service-checks';
import { createSettingsService } from '../domain/settings/settings-service';
import { createUserService } from '../domain/users/user-service';
import type { BlobStore } from '../ports/blobs';
import { type Clock, systemClock } from '../ports/clock';
import type { DebugTester } from '../ports/debug-tester';
import type { ProcessingLauncher } from '../ports/processing';
import type { RevenueRows } from '../ports/revenue-rows';
import type { SecretStore } from '../ports/secrets';
import type { WorkflowStarter } from '../ports/workflow';
import { createSnowflakeClient } from '../providers/snowflake/snowflake-client';
import type { AppDeps } from './app';

export interface AppWiring {
  table: DynamoTable;
  clientAddress: (c: Context) => string;
  trustForwardedHost: boolean;
  /** The local server only: the host names its pages may be opened at (`SiteOriginSettings`). */
  siteHostNames?: readonly string[];
  clock?: Clock;
  /** Tests only: sign-in limits replacing the defaults field by field. */
  loginLimits?: Partial<LoginLimits>;
  passwordCost?: PasswordCost;
  /** Where saved credentials live: Secrets Manager on AWS, the secrets file locally. */
  secrets: SecretStore;
  /** Local mode only: the sandbox standing in for every upstream service nobody configured. */
  sandbox?: SandboxEndpoints;
  /** Tests only: where saved credentials are checked instead of the real services. */
  upstreamEndpoints?: Partial<PublicEndpoints>;
  // --- keyword pipeline (processing, image proxy, debug tester) ---
  /** Starts pipeline executions: the local runner locally; on AWS, Step Functions (`STATE_MACHINE_ARN`). */
  workflow: WorkflowStarter;
  /** The generated images: s3rver locally; on AWS, the bucket named by `IMAGES_BUCKET`. */
  blobs: BlobStore;
  /** Keywords a run processes at once (default 8; `PIPELINE_MAX_CONCURRENCY` on AWS). */
  pipelineMaxConcurrency?: number;
  /** Runs the debug tester: in-process locally; on AWS, its own function (`DEBUG_FUNCTION_NAME`). */
  debugTester: DebugTester;
  /** Tests only: how long `POST /api/debug/process-steps` waits for the result (default 20 s). */
  debugWaitMs?: number;
  /** Tests only: what the keyword calls start processing with, instead of the real launcher. */
  processing?: ProcessingLauncher;
  /** The warehouse's revenue rows for the insights refresh; without one the refresh stores no revenue. */
  revenueRows?: RevenueRows;
  /** AI prices replacing the defaults per model (`AI_PRICES`, decision 022). */
  aiPrices?: AiPriceTable;
}

/** Wires the DynamoDB adapters into the domain services the app needs; shared by Lambda and local. */
export function createAppDeps(wiring: AppWiring): AppDeps {
  const clock = wiring.clock ?? systemClock;
  const users = createUserRepository(wiring.table);
  const sessions = createSessionService(createSessionRepository(wiring.table), clock);
  const prompts = createPromptRepository(wiring.table);
  const limiter = createLoginRateLimiter(
    createLoginAttemptRepository(wiring.table),
    clock,
    wiring.loginLimits,
  );
  const credentials = createCredentialsReader(wiring.secrets, wiring.sandbox);
  const apiStatus = createApiStatusService({
    credentials,
    cache: createApiStatusCache(wiring.table),
    clock,
    endpoints: wiring.upstreamEndpoints,
  });
  // --- keyword pipeline: runs, launcher, image proxy, debug tester ---
  const keywords = createKeywordRepository(wiring.table, clock);
  const runs = createRunRepository(wiring.table, clock);
  const blobs = wiring.blobs;
  const launcher = createProcessingLauncher({
    keywords,
    runs,
    workflow: wiring.workflow,
    clock,
    maxConcurrency: wiring.pipelineMaxConcurrency,
  });
  const debugRuns = createDebugRuns({
    debugRuns: createDebugRunStore(wiring.table, blobs, clock),
    debugTester: wiring.debugTester,
    debugWaitMs: wiring.debugWaitMs,
  });
  const pipeline = { keywords, runs, blobs, launcher, debugRuns };
  // --- Meta ---
  const metaCredentialsStore = createMetaCredentialsStore(wiring.secrets);
  // Locally the Graph sandbox's current address, for credentials saved by `use-sandbox`; absent on AWS.
  const meta = { store: metaCredentialsStore, sandbox: wiring.sandbox?.meta };
  const metaAccess = createMetaAccess(meta);
  // The revenue warehouse (Snowflake); locally its sandbox's address for settings saved by `use-sandbox`.
  const warehouse = {
    store: createWarehouseCredentialsStore(wiring.secrets),
    sandbox: wiring.sandbox?.snowflake,
  };
  const warehouseRevenue = createRevenueSource({ ...warehouse, client: createSnowflakeClient() });
  const revenueSource = createRevenueSourceService({ ...warehouse, source: warehouseRevenue, clock });
  const adsetNames = createAdsetNamePool({
    store: createAdsetNameRepository(wiring.table),
    meta: metaAccess,
  });
  const campaigns = createCampaignRepository(wiring.table);
  const budgetChanges = createBudgetChangeStore(wiring.table);
  const insightsStore = createInsightsStore(wiring.table);
  const aiCosts = createCampaignAiCosts({
    keywords,
    campaigns,
    prices: withPriceOverrides(DEFAULT_AI_PRICES, wiring.aiPrices),
  });
  const enrichedInsights = createEnrichedInsights(insightsStore, aiCosts);
  const campaignDeps = createCampaignDeps({
    campaigns,
    keywords,
    blobs,
    metaAccess,
    adsetNames,
    clock,
    budgetChanges,
    insightsSnapshots: insightsStore,
  });
  const ruleService = createRuleServiceOn({
    table: wiring.table,
    metaAccess,
    insights: insightsStore,
    clock,
  });
  return {
    ...pipeline,
    keywordService: createKeywordService({ keywords, blobs, clock, campaigns }),
    keywordProcessing: createKeywordProcessing({ keywords, launcher: wiring.processing ?? launcher }),
    users,
    sessions,
    credentials,
    apiStatus,
    settings: createSettingsService({ secrets: wiring.secrets, status: apiStatus }),
    preferences: createPreferencesService(createPreferencesRepository(wiring.table)),
    login: createLoginService({ users, sessions, limiter, passwordCost: wiring.passwordCost }),
    ownPasswordChange: createOwnPasswordChange({
      users,
      sessions,
      limiter,
      passwordCost: wiring.passwordCost,
    }),
    userService: createUserService({ users, sessions, clock, passwordCost: wiring.passwordCost }),
    prompts,
    promptService: createPromptService(prompts, clock),
    clientAddress: wiring.clientAddress,
    trustForwardedHost: wiring.trustForwardedHost,
    siteHostNames: wiring.siteHostNames,
    metaAccess,
    profileService: createProfileService(createProfileRepository(wiring.table), clock),
    metaCredentials: createMetaCredentialsService({ ...meta, warehouse: revenueSource }),
    revenueSource,
    metaStatus: createMetaStatusService({ ...meta, clock }),
    metaAssets: createMetaAssetsService(meta),
    adsetNames,
    ...campaignDeps,
    enrichedInsights,
    keywordEconomics: createKeywordEconomics({
      keywords,
      campaigns,
      prompts,
      insights: enrichedInsights,
      aiCosts,
    }),
    ruleService,
    // Every enabled campaign rule is evaluated right after a refresh lands fresh data (decision 021).
    insightsRefresh: withRulesAfterRefresh(
      createInsightsRefresh({
        store: insightsStore,
        metaAccess,
        revenue: wiring.revenueRows ?? warehouseRevenue,
        clock,
      }),
      ruleService,
    ),
  };
}

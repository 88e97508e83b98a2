import type { Context } from 'hono';
import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/economics/ai-prices';
import { createApiStatusCache } from '../adapters/dynamodb/api-status-cache';
import { createDebugRunStore } from '../adapters/dynamodb/debug-run-store';
import { createDeviceKeyStore } from '../adapters/dynamodb/device-key-store';
import { createLoginAttemptRepository } from '../adapters/dynamodb/login-attempt-repository';
import { createPreferencesRepository } from '../adapters/dynamodb/preferences-repository';
import { createProfileRepository } from '../adapters/dynamodb/profile-repository';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import {
  createQualityReportStore,
  createQualitySettingsStore,
} from '../adapters/dynamodb/quality/quality-items';
import { createRateLimitSettingsStore } from '../adapters/dynamodb/rate-limit-settings-store';
import { createSessionRepository } from '../adapters/dynamodb/session-repository';
import { createSiteRepository } from '../adapters/dynamodb/site-repository';
import { createUserRepository } from '../adapters/dynamodb/user-repository';
import type { AppDeps } from '../api/app-deps';
import { createAiBudgetService } from '../domain/ai-budget/ai-budget-service';
import { createLoginRateLimiter, type LoginLimits } from '../domain/auth/login-rate-limiter';
import { createLoginService } from '../domain/auth/login-service';
import { createOwnPasswordChange } from '../domain/auth/own-password-change';
import type { PasswordCost } from '../domain/auth/passwords';
import { createSessionService } from '../domain/auth/session-service';
import { createTrustedDevices } from '../domain/auth/trusted-devices';
import { createDebugRuns } from '../domain/debug/debug-runs';
import { createKeywordProcessing } from '../domain/keywords/keyword-processing';
import { createKeywordService } from '../domain/keywords/keyword-service';
import { createRelatedKeywords } from '../domain/keywords/related-keywords/related-keywords-service';
import { createMetaAssetsService } from '../domain/meta/meta-assets-service';
import { createMetaCredentialsService } from '../domain/meta/meta-credentials-service';
import { createMetaStatusService } from '../domain/meta/meta-status-service';
import { createProfileService } from '../domain/meta/profile-service';
import { createRevenueSourceService } from '../domain/meta/revenue/revenue-source-service';
import { createNotificationSecrets } from '../domain/notifications/notification-secrets';
import { createNotificationService } from '../domain/notifications/notification-service';
import { createNotificationSettingsService } from '../domain/notifications/notification-settings-service';
import { withStatusNotifications } from '../domain/notifications/sources/api-status-watch';
import { createNotificationWatchdog } from '../domain/notifications/watchdog';
import { createProcessingLauncher } from '../domain/processing/processing-launcher';
import { createPromptService } from '../domain/prompts/prompt-service';
import { createQualitySettingsService } from '../domain/quality/quality-settings-service';
import { createReviewActions } from '../domain/quality/review-actions';
import { createApiStatusService } from '../domain/settings/api-status-service';
import { createCredentialsReader } from '../domain/settings/credentials-reader';
import { createPreferencesService } from '../domain/settings/preferences-service';
import { createRateLimitSettings } from '../domain/settings/rate-limit-settings';
import { createSettingsService } from '../domain/settings/settings-service';
import { withScheduledPosts } from '../domain/sites/scheduled-refresh';
import { createUserService } from '../domain/users/user-service';
import { DEFAULT_IMAGE_COUNT } from '../pipeline/pipeline-deps';
import type { CreativeWriter } from '../ports/creative-refresh';
import type { DebugTester } from '../ports/debug-tester';
import type { RelatedKeywordsWriter } from '../ports/related-keywords';
import { TEXT_MODELS } from '../providers/models';
import { fetchPublicImage } from '../providers/public-image';
import { createSlackSender } from '../providers/slack/slack-webhook';
import { slackWebhookPolicy } from '../providers/slack/slack-webhook-url';
import { probeUpstream } from '../providers/upstream-probe';
import { wordPressSiteUrlPolicy } from '../providers/wordpress-site-url';
import { createAiBudgetDeps } from './ai-budget-deps';
import { createCampaignApiDeps } from './campaign-api-deps';
import { createMetaDeps } from './meta-deps';
import { createNotificationDeps, LOCAL_EMAIL_FROM } from './notification-deps';
import type { Platform } from './platform';
import { createRunRecords } from './run-records';
import { createScheduledPostsOn } from './scheduled-posts-deps';
import { createSecondFactorDeps } from './second-factor-deps';
import { createSiteWiring } from './site-wiring';
import type { PipelinePlatform } from './step-deps';

/** What only the API needs of where it runs: its HTTP edge. */
export interface ApiEdge {
  /** The caller's address, for the sign-in limits. */
  clientAddress: (c: Context) => string;
  /** True behind CloudFront, which passes the viewer's host in `x-forwarded-host`. */
  trustForwardedHost: boolean;
  /** The local server only: the host names its pages may be opened at (`SiteOriginSettings`). */
  siteHostNames?: readonly string[];
}

/**
 * What the API stands on (`entry-points/api.ts` builds it from a `Platform`): the pipeline's clients, the
 * debug tester, the creative and related keywords writers and its HTTP edge.
 */
export interface AppPlatform extends PipelinePlatform, ApiEdge, Pick<Platform, 'launches'> {
  /** Runs the debug tester: in-process locally; on AWS, its own function (`DEBUG_FUNCTION_NAME`). */
  debugTester: DebugTester;
  /** Writes a creative refresh's copy (decision 042); absent, a refresh fails and says so. */
  creativeWriter?: CreativeWriter;
  /** Writes "More like this" keywords (decision 053); absent, asking fails and says so. */
  relatedKeywordsWriter?: RelatedKeywordsWriter;
}

/** The API's settings; each has a default when unset. */
export interface AppSettings {
  /** Keywords a run processes at once (default 8; `PIPELINE_MAX_CONCURRENCY`). */
  pipelineMaxConcurrency?: number;
  /** AI prices replacing the defaults per model (`AI_PRICES`, decision 022). */
  aiPrices?: AiPriceTable;
  /** Images per keyword, which a run's estimate counts (`PIPELINE_IMAGE_COUNT`; default 2). */
  imageCount?: number;
  /** The scrypt cost of new password hashes (default N=2^17, r=8, p=1). */
  passwordCost?: PasswordCost;
  /** Sign-in limits replacing the defaults (`DEFAULT_LOGIN_LIMITS`) field by field. */
  loginLimits?: Partial<LoginLimits>;
  /** The sender of notification e-mail (`NOTIFICATION_EMAIL_FROM`; default the local server's). */
  notificationEmailFrom?: string;
}

/** Builds the API's dependencies: `createAppDeps`, or a test's own builder on the local stack. */
export type AppDepsBuilder = (platform: AppPlatform, settings: AppSettings) => AppDeps;

/** Wires the adapters into the domain services the API needs; the same on Lambda and locally. */
export function createAppDeps(platform: AppPlatform, settings: AppSettings = {}): AppDeps {
  const { table, secrets, blobs, clock } = platform;
  const users = createUserRepository(table);
  const sessions = createSessionService(createSessionRepository(table), clock);
  const prompts = createPromptRepository(table);
  const limiter = createLoginRateLimiter(createLoginAttemptRepository(table), clock, settings.loginLimits);
  const credentials = createCredentialsReader(secrets, platform.sandbox);
  // --- notifications: raised by the services below, read by everyone, delivered by a timer or schedule ---
  const notifications = createNotificationDeps(platform);
  const { notifier } = notifications;
  const { keywords, runs } = createRunRecords(platform);
  const sites = createSiteWiring({
    ...platform,
    store: createSiteRepository(table),
    probe: probeUpstream,
    siteUrlRefusal: wordPressSiteUrlPolicy,
    // Keywords waiting for or in processing would publish to the site, and scheduled ones wait there for
    // their slot (decision 040): it cannot go before they do.
    queuedKeywords: async (siteId) => {
      const counts = await keywords.siteCounts(siteId);
      return counts.Pending + counts.Processing + counts.Scheduled;
    },
  });
  // A tile that turns red after being green is told to the team.
  const apiStatus = withStatusNotifications(
    createApiStatusService({
      credentials,
      sites: sites.directory.statusTargets,
      cache: createApiStatusCache(table),
      clock,
      probe: probeUpstream,
    }),
    { notifier, watch: notifications.stores.watch },
  );
  // --- keyword pipeline: the AI budget, runs, launcher, image proxy, debug tester ---
  const budget = createAiBudgetDeps(platform, notifier, settings.aiPrices);
  const { gate } = budget;
  const launcher = createProcessingLauncher({
    keywords,
    runs,
    workflow: platform.workflow,
    clock,
    gate,
    maxConcurrency: settings.pipelineMaxConcurrency,
  });
  const aiBudget = createAiBudgetService({
    ...budget,
    settings: budget.budgetSettings,
    keywords,
    runs,
    workflow: platform.workflow,
    clock,
    pricing: {
      prices: withPriceOverrides(DEFAULT_AI_PRICES, settings.aiPrices),
      // Gemini is the text generator's first choice (`providers/text-generator.ts`).
      textModel: TEXT_MODELS.gemini,
      imageCount: settings.imageCount ?? DEFAULT_IMAGE_COUNT,
    },
  });
  const debugRuns = createDebugRuns({
    debugRuns: createDebugRunStore(table, blobs, clock),
    debugTester: platform.debugTester,
  });
  // --- Meta ---
  const metaDeps = createMetaDeps(platform, notifications, settings.aiPrices);
  const { meta, metaAccess, warehouse } = metaDeps;
  // Scheduled posts are learned live on view and by the refresh, and deleted with their keyword.
  const scheduled = createScheduledPostsOn(platform, keywords, sites.directory, notifier);
  const revenueSource = createRevenueSourceService({
    ...warehouse,
    source: metaDeps.warehouseRevenue,
    clock,
  });
  const { campaigns, ...campaignApi } = createCampaignApiDeps(platform, {
    keywords,
    prompts,
    sites: sites.service,
    meta: metaDeps,
    notifier,
    aiPrices: settings.aiPrices,
  });
  const { passwordCost } = settings;
  const devices = createTrustedDevices(createDeviceKeyStore(table));
  const { factors, loginSecondStep, ...secondFactors } = createSecondFactorDeps({
    ...platform,
    users,
    sessions,
    limiter,
    devices,
    notifier,
  });
  const sandboxWebhook = platform.sandbox?.slack?.webhookUrl;
  return {
    ...secondFactors,
    notifier,
    notificationStores: notifications.stores,
    notificationService: createNotificationService({ stores: notifications.stores, users, clock }),
    notificationWatchdog: createNotificationWatchdog({
      ...metaDeps.refreshWatch,
      watch: notifications.stores.watch,
    }),
    qualitySettings: createQualitySettingsService(createQualitySettingsStore(table)),
    rateLimits: createRateLimitSettings({ store: createRateLimitSettingsStore(table), clock }),
    notificationSettings: createNotificationSettingsService({
      stores: notifications.stores,
      secrets: createNotificationSecrets(secrets),
      // One attempt, no waiting: a person is waiting on "Send test".
      slackTest: createSlackSender({ policy: { maxAttempts: 1 }, sandboxWebhook }),
      slackWebhookRefusal: slackWebhookPolicy(sandboxWebhook),
      sandboxWebhook,
      emailFrom: settings.notificationEmailFrom ?? LOCAL_EMAIL_FROM,
      clock,
    }),
    keywords,
    runs,
    blobs,
    fetchPublicImage,
    launcher,
    aiBudget,
    debugRuns,
    keywordService: createKeywordService({
      keywords,
      blobs,
      clock,
      campaigns,
      scheduled,
    }),
    keywordProcessing: createKeywordProcessing({ keywords, launcher, sites: sites.directory }),
    relatedKeywords: createRelatedKeywords({
      keywords,
      campaigns,
      economics: campaignApi.keywordEconomics,
      writer: platform.relatedKeywordsWriter,
      recordSpend: budget.recordSpend,
    }),
    reviewActions: createReviewActions({
      keywords,
      reports: createQualityReportStore(table),
      clock,
      launcher,
    }),
    users,
    sessions,
    credentials,
    apiStatus,
    settings: createSettingsService({
      secrets,
      status: apiStatus,
      wordpressSite: sites.directory.defaultId,
      siteUrlRefusal: wordPressSiteUrlPolicy,
    }),
    siteService: sites.service,
    preferences: createPreferencesService(createPreferencesRepository(table)),
    login: createLoginService({
      users,
      sessions,
      limiter,
      devices,
      secondStep: loginSecondStep,
      passwordCost,
    }),
    ownPasswordChange: createOwnPasswordChange({ users, sessions, limiter, passwordCost }),
    userService: createUserService({ users, sessions, clock, factors, passwordCost }),
    prompts,
    promptService: createPromptService(prompts, clock),
    clientAddress: platform.clientAddress,
    trustForwardedHost: platform.trustForwardedHost,
    siteHostNames: platform.siteHostNames,
    metaAccess,
    profileService: createProfileService(createProfileRepository(table), clock),
    metaCredentials: createMetaCredentialsService({ ...meta, warehouse: revenueSource }),
    revenueSource,
    metaStatus: createMetaStatusService({ ...meta, clock }),
    metaAssets: createMetaAssetsService(meta),
    ...campaignApi,
    ruleService: metaDeps.ruleService,
    guardrails: metaDeps.guardrailsService,
    ruleImpact: metaDeps.ruleImpact,
    // Every enabled campaign rule is evaluated right after a refresh lands fresh data (decision 021).
    insightsRefresh: withScheduledPosts(metaDeps.insightsRefresh, scheduled, clock),
  };
}

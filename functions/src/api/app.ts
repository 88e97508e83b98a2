import { OpenAPIHono } from '@hono/zod-openapi';
import type { SessionService } from '../domain/auth/session-service';
import type { MetaAccess } from '../domain/meta/meta-access';
import type { Notifier } from '../domain/notifications/notifier';
import type { NotificationWatchdog } from '../domain/notifications/watchdog';
import type { CredentialsReader } from '../ports/credentials';
import type { NotificationStores } from '../ports/notifications';
import type { ProcessingLauncher } from '../ports/processing';
import type { PromptStore } from '../ports/prompts';
import type { UserRepository } from '../ports/users';
import type { AppEnv } from './app-env';
import { accessLog } from './middleware/access-log';
import { requestBodyLimit } from './middleware/body-limit';
import { handleError, handleNotFound } from './middleware/errors';
import { noStore } from './middleware/no-store';
import { sameOrigin } from './middleware/same-origin';
import { secondFactorGate } from './middleware/second-factor-gate';
import { session } from './middleware/session';
import { publishOpenApi } from './openapi-document';
import { type AdsetNameRouteDeps, adsetNameRoutes } from './routes/adset-names';
import { type AiBudgetRouteDeps, aiBudgetRoutes } from './routes/ai-budget';
import { type AuthRouteDeps, authRoutes } from './routes/auth';
import { type DebugRouteDeps, debugRoutes } from './routes/debug';
import { type ImageProxyRouteDeps, imageProxyRoutes } from './routes/image-proxy';
import { type KeywordEconomicsRouteDeps, keywordEconomicsRoutes } from './routes/keyword-economics';
import { type KeywordQualityRouteDeps, keywordQualityRoutes } from './routes/keyword-quality';
import { type KeywordRouteDeps, keywordRoutes } from './routes/keywords';
import { type LoginSecondStepRouteDeps, loginSecondStepRoutes } from './routes/login-second-step';
import { type MetaAdSettingsRouteDeps, metaAdSettingsRoutes } from './routes/meta-ad-settings';
import { type MetaCampaignActionRouteDeps, metaCampaignActionRoutes } from './routes/meta-campaign-actions';
import { type MetaCampaignRouteDeps, metaCampaignRoutes } from './routes/meta-campaigns';
import { type MetaCreativeRefreshRouteDeps, metaCreativeRefreshRoutes } from './routes/meta-creative-refresh';
import { type MetaInsightsRouteDeps, metaInsightsRoutes } from './routes/meta-insights';
import { type MetaLaunchRouteDeps, metaLaunchRoutes } from './routes/meta-launches';
import { type MetaRuleGuardrailRouteDeps, metaRuleGuardrailRoutes } from './routes/meta-rule-guardrails';
import { type MetaRuleImpactRouteDeps, metaRuleImpactRoutes } from './routes/meta-rule-impact';
import { type MetaRuleRouteDeps, metaRuleRoutes } from './routes/meta-rules';
import { type MetaSettingsRouteDeps, metaSettingsRoutes } from './routes/meta-settings';
import {
  type NotificationSettingsRouteDeps,
  notificationSettingsRoutes,
} from './routes/notification-settings';
import { type NotificationRouteDeps, notificationRoutes } from './routes/notifications';
import { type OwnPasswordRouteDeps, ownPasswordRoutes } from './routes/own-password';
import { type OwnSecondFactorRouteDeps, ownSecondFactorRoutes } from './routes/own-second-factors';
import { type PreferencesRouteDeps, preferencesRoutes } from './routes/preferences';
import { type ProcessingRouteDeps, processingRoutes } from './routes/processing';
import { type PromptRouteDeps, promptRoutes } from './routes/prompts';
import { type QualitySettingsRouteDeps, qualitySettingsRoutes } from './routes/quality-settings';
import { type RateLimitSettingsRouteDeps, rateLimitSettingsRoutes } from './routes/rate-limit-settings';
import { type RelatedKeywordsRouteDeps, relatedKeywordsRoutes } from './routes/related-keywords';
import { type RevenueSourceRouteDeps, revenueSourceRoutes } from './routes/revenue-source';
import { type SecondFactorPolicyRouteDeps, secondFactorPolicyRoutes } from './routes/second-factor-policy';
import { type SettingsRouteDeps, settingsRoutes } from './routes/settings';
import { type SiteRouteDeps, siteRoutes } from './routes/sites';
import { statsRoutes } from './routes/stats';
import { type UserSecondFactorRouteDeps, userSecondFactorRoutes } from './routes/user-second-factors';
import { type UserRouteDeps, userRoutes } from './routes/users';

export interface AppDeps
  extends AuthRouteDeps,
    LoginSecondStepRouteDeps,
    OwnPasswordRouteDeps,
    OwnSecondFactorRouteDeps,
    SecondFactorPolicyRouteDeps,
    UserSecondFactorRouteDeps,
    SettingsRouteDeps,
    SiteRouteDeps,
    PreferencesRouteDeps,
    UserRouteDeps,
    PromptRouteDeps,
    ProcessingRouteDeps,
    ImageProxyRouteDeps,
    DebugRouteDeps,
    KeywordRouteDeps,
    KeywordEconomicsRouteDeps,
    RelatedKeywordsRouteDeps,
    AdsetNameRouteDeps,
    MetaAdSettingsRouteDeps,
    MetaSettingsRouteDeps,
    MetaCampaignRouteDeps,
    MetaCampaignActionRouteDeps,
    MetaCreativeRefreshRouteDeps,
    MetaInsightsRouteDeps,
    MetaRuleRouteDeps,
    MetaRuleGuardrailRouteDeps,
    MetaRuleImpactRouteDeps,
    RevenueSourceRouteDeps,
    NotificationRouteDeps,
    NotificationSettingsRouteDeps,
    QualitySettingsRouteDeps,
    RateLimitSettingsRouteDeps,
    AiBudgetRouteDeps,
    MetaLaunchRouteDeps,
    KeywordQualityRouteDeps {
  users: UserRepository;
  sessions: SessionService;
  /** The prompt store: the pipeline reads the active prompt of each category from it. */
  prompts: PromptStore;
  /** Upstream credentials as the services use them: the saved ones, or locally the sandbox's. */
  credentials: CredentialsReader;
  /** True behind CloudFront, which passes the viewer's host in `x-forwarded-host`. */
  trustForwardedHost: boolean;
  /** The local server only: the host names its pages may be opened at (`SiteOriginSettings`). */
  siteHostNames?: readonly string[];
  /** Starts processing runs (the keywords API calls it after its writes). */
  launcher: ProcessingLauncher;
  /** The saved Meta credentials and Graph clients for them, for every service that calls Meta. */
  metaAccess: MetaAccess;
  /** Raises notifications (the local server's timers raise through it too). */
  notifier: Notifier;
  /** Where notifications and their deliveries are kept (the local delivery timer reads them). */
  notificationStores: NotificationStores;
  /** Stale insights and the Meta token's health, checked on the delivery schedule. */
  notificationWatchdog: NotificationWatchdog;
}

/** The whole API, built from injected dependencies: the same app runs on Lambda and locally. */
export function createApp(deps: AppDeps) {
  const app = new OpenAPIHono<AppEnv>();
  app.onError(handleError);
  app.use('/api/*', accessLog);
  app.use('/api/*', noStore);
  app.use('/api/*', sameOrigin(deps));
  app.use('/api/*', requestBodyLimit());
  app.use('/api/*', session(deps));
  app.use('/api/*', secondFactorGate(deps));
  app.route('/api', authRoutes(deps));
  app.route('/api', loginSecondStepRoutes(deps));
  app.route('/api', ownPasswordRoutes(deps));
  app.route('/api', ownSecondFactorRoutes(deps));
  app.route('/api', secondFactorPolicyRoutes(deps));
  app.route('/api', settingsRoutes(deps));
  app.route('/api', siteRoutes(deps));
  app.route('/api', preferencesRoutes(deps));
  app.route('/api', userRoutes(deps));
  app.route('/api', userSecondFactorRoutes(deps));
  app.route('/api', promptRoutes(deps));
  app.route('/api', processingRoutes(deps));
  app.route('/api', aiBudgetRoutes(deps));
  app.route('/api', imageProxyRoutes(deps));
  app.route('/api', debugRoutes(deps));
  app.route('/api', keywordQualityRoutes(deps));
  app.route('/api', keywordRoutes(deps));
  app.route('/api', keywordEconomicsRoutes(deps));
  app.route('/api', relatedKeywordsRoutes(deps));
  app.route('/api', statsRoutes(deps));
  app.route('/api', adsetNameRoutes(deps));
  app.route('/api', metaSettingsRoutes(deps));
  app.route('/api', revenueSourceRoutes(deps));
  app.route('/api', metaAdSettingsRoutes(deps));
  app.route('/api', metaCampaignRoutes(deps));
  app.route('/api', metaLaunchRoutes(deps));
  app.route('/api', metaCampaignActionRoutes(deps));
  app.route('/api', metaCreativeRefreshRoutes(deps));
  app.route('/api', metaInsightsRoutes(deps));
  app.route('/api', metaRuleImpactRoutes(deps));
  app.route('/api', metaRuleRoutes(deps));
  app.route('/api', metaRuleGuardrailRoutes(deps));
  app.route('/api', notificationRoutes(deps));
  app.route('/api', notificationSettingsRoutes(deps));
  app.route('/api', qualitySettingsRoutes(deps));
  app.route('/api', rateLimitSettingsRoutes(deps));
  publishOpenApi(app);
  // Registered last so it only catches what no route matched, wherever this app is mounted.
  app.all('/api/*', handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;

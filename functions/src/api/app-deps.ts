import type { SessionService } from '../domain/auth/session-service';
import type { MetaAccess } from '../domain/meta/meta-access';
import type { Notifier } from '../domain/notifications/notifier';
import type { NotificationWatchdog } from '../domain/notifications/watchdog';
import type { CredentialsReader } from '../ports/credentials';
import type { NotificationStores } from '../ports/notifications';
import type { ProcessingLauncher } from '../ports/processing';
import type { PromptStore } from '../ports/prompts';
import type { UserRepository } from '../ports/users';
import type { AdsetNameRouteDeps } from './routes/adset-names';
import type { AiBudgetRouteDeps } from './routes/ai-budget';
import type { AuthRouteDeps } from './routes/auth';
import type { DebugRouteDeps } from './routes/debug';
import type { ImageProxyRouteDeps } from './routes/image-proxy';
import type { KeywordEconomicsRouteDeps } from './routes/keyword-economics';
import type { KeywordQualityRouteDeps } from './routes/keyword-quality';
import type { KeywordRouteDeps } from './routes/keywords';
import type { LoginSecondStepRouteDeps } from './routes/login-second-step';
import type { MetaAdSettingsRouteDeps } from './routes/meta-ad-settings';
import type { MetaCampaignActionRouteDeps } from './routes/meta-campaign-actions';
import type { MetaCampaignRouteDeps } from './routes/meta-campaigns';
import type { MetaCreativeRefreshRouteDeps } from './routes/meta-creative-refresh';
import type { MetaInsightsRouteDeps } from './routes/meta-insights';
import type { MetaLaunchRouteDeps } from './routes/meta-launches';
import type { MetaRuleGuardrailRouteDeps } from './routes/meta-rule-guardrails';
import type { MetaRuleImpactRouteDeps } from './routes/meta-rule-impact';
import type { MetaRuleRouteDeps } from './routes/meta-rules';
import type { MetaSettingsRouteDeps } from './routes/meta-settings';
import type { NotificationSettingsRouteDeps } from './routes/notification-settings';
import type { NotificationRouteDeps } from './routes/notifications';
import type { OwnPasswordRouteDeps } from './routes/own-password';
import type { OwnSecondFactorRouteDeps } from './routes/own-second-factors';
import type { PreferencesRouteDeps } from './routes/preferences';
import type { ProcessingRouteDeps } from './routes/processing';
import type { PromptRouteDeps } from './routes/prompts';
import type { QualitySettingsRouteDeps } from './routes/quality-settings';
import type { RateLimitSettingsRouteDeps } from './routes/rate-limit-settings';
import type { RelatedKeywordsRouteDeps } from './routes/related-keywords';
import type { RevenueSourceRouteDeps } from './routes/revenue-source';
import type { SecondFactorPolicyRouteDeps } from './routes/second-factor-policy';
import type { SettingsRouteDeps } from './routes/settings';
import type { SiteRouteDeps } from './routes/sites';
import type { UserSecondFactorRouteDeps } from './routes/user-second-factors';
import type { UserRouteDeps } from './routes/users';

/** Everything the API's routes and middleware are built from: one object, made once per process. */
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

import type { DayRange } from '#shared/insights/insights-formulas';
import type { PromptCategory } from '#shared/product/prompt-categories';
import type { ProcessingEstimateRequest } from '#shared/schemas/ai-budget';
import type { DailyInsightsQuery } from '#shared/schemas/meta-insights';
import type { NotificationsQuery } from '#shared/schemas/notifications';

const KEYWORDS = '/api/keywords';
const PROMPTS = '/api/prompts';
const CAMPAIGNS = '/api/meta/campaigns';
const INSIGHTS = '/api/meta/enriched-insights';
const RULE_LOG = '/api/meta/rules/log';
const NOTIFICATIONS = '/api/notifications';
const ESTIMATE = '/api/processing/estimate';
const LAUNCHES = '/api/meta/launches';

/**
 * Every query key of the app, so a read and the changes that invalidate it cannot drift apart. A key's
 * first element is the API path it reads: the default query function (`getQueryFn`) GETs it as it is, and
 * reads with parameters (which bring their own query function) keep them in the later elements. A family's
 * `all()` is the prefix of each of its keys, so invalidating it refetches the whole family.
 */
export const queryKeys = {
  authUser: () => ['/api/auth/user'] as const,
  apiStatus: () => ['/api/settings/status'] as const,
  stats: () => ['/api/stats'] as const,
  processingStatus: (session: number) => ['/api/processing/status', session] as const,
  preferences: () => ['/api/preferences'] as const,
  users: () => ['/api/users'] as const,
  /** The signed-in user's own second factors (the Security page). */
  secondFactors: () => ['/api/me/mfa'] as const,
  /** The roles that must have a second factor (Settings > Security). */
  secondFactorPolicy: () => ['/api/settings/second-factor'] as const,
  rateLimits: () => ['/api/settings/rate-limits'] as const,
  /** What the AI providers cost so far per period, and the runs held for budget (any dashboard reader). */
  aiBudget: () => ['/api/ai-budget'] as const,
  /** The daily and monthly limits, the account's and each site's (system_settings). */
  aiBudgetSettings: () => ['/api/settings/ai-budget'] as const,
  /** What a run would cost, asked before it starts (a POST of the run's request: its own query function). */
  processingEstimate: {
    all: () => [ESTIMATE] as const,
    of: (request: ProcessingEstimateRequest) => [ESTIMATE, request] as const,
  },
  apiCredentials: () => ['/api/settings/api-credentials'] as const,
  wordPressCredentials: () => ['/api/settings/wordpress-credentials'] as const,

  /** The WordPress sites: the full list (system_settings) and the names every role may see. */
  sites: {
    all: () => ['/api/sites'] as const,
    choices: () => ['/api/sites/choices'] as const,
    /** A site's WordPress categories, as its test reads them (under `all()`: a changed site reads them again). */
    categories: (id: string) => ['/api/sites', id, 'categories'] as const,
  },

  keywords: {
    all: () => [KEYWORDS] as const,
    /** One page of the list; `query` is the list's normalised query string. */
    list: (query: string) => [KEYWORDS, 'list', query] as const,
    detail: (id: string) => [KEYWORDS, 'detail', id] as const,
    economics: (id: string, range: DayRange) => [KEYWORDS, 'detail', id, 'economics', range] as const,
    /** Its quality report (`GET /api/keywords/{id}/quality`). */
    quality: (id: string) => [KEYWORDS, 'detail', id, 'quality'] as const,
    /** The Add Keywords lines that collide with existing keywords (`lines`: one per line). */
    collisions: (lines: string) => [KEYWORDS, 'collisions', lines] as const,
    /** The campaign creator's published articles, as searched (`''`: the newest). */
    published: (search: string) => [KEYWORDS, 'published-all', search] as const,
  },

  prompts: {
    all: () => [PROMPTS] as const,
    list: (category?: PromptCategory) => [PROMPTS, category ?? 'all'] as const,
  },

  metaStatus: () => ['/api/meta/status'] as const,
  /** Test Connection's answer, which the server asks Meta for there and then. */
  freshMetaStatus: () => ['/api/meta/status?refresh=true'] as const,
  metaCredentials: () => ['/api/meta/credentials'] as const,
  /** The saved ad accounts, pages or pixels, each checked with Meta: `url` is the list's path. */
  metaAssets: (url: string) => [url] as const,
  revenueSource: () => ['/api/meta/revenue-source'] as const,
  profiles: () => ['/api/meta/ad-settings/profiles'] as const,
  adSettingsChoices: () => ['/api/meta/ad-settings/choices'] as const,
  adsetNames: () => ['/api/adset-names'] as const,
  availableAdsetNames: () => ['/api/adset-names/available'] as const,

  campaigns: {
    all: () => [CAMPAIGNS] as const,
    page: (page: number, search: string, site?: string) => [CAMPAIGNS, { page, search, site }] as const,
  },
  campaign: (id: string) => [`${CAMPAIGNS}/${encodeURIComponent(id)}`] as const,
  campaignCounts: () => [`${CAMPAIGNS}/counts`] as const,
  /** `GET /api/meta/campaigns/{id}/ads`: its ads with their fatigue. */
  campaignAds: (id: string) => [`${CAMPAIGNS}/${encodeURIComponent(id)}/ads`] as const,
  campaignBidCap: (campaignId: string) => ['/api/meta/campaign', campaignId, 'bidcap'] as const,

  /** The insights rows and whatever is read from the same store, refetched together after a refresh. */
  insights: {
    all: () => [INSIGHTS] as const,
    /** One site's rows with `site`, every row without. */
    range: (range: DayRange, site?: string) => [INSIGHTS, { ...range, site }] as const,
    daily: (query: DailyInsightsQuery) => [INSIGHTS, 'daily', query] as const,
    estimates: (range: DayRange) => [INSIGHTS, 'estimates', range] as const,
    /** `GET /api/economics/sites`: the sites' roll-up of the same store. */
    sites: (range: DayRange) => [INSIGHTS, 'sites', range] as const,
    ruleCampaignChoices: () => [INSIGHTS, 'rule-campaign-choices'] as const,
  },

  /** The bell's count, polled on its own; the lists below are refetched with it after a change. */
  unreadNotifications: () => [`${NOTIFICATIONS}/unread-count`] as const,
  notifications: {
    all: () => [NOTIFICATIONS] as const,
    /** The bell menu's latest ten. */
    latest: () => [NOTIFICATIONS, 'latest'] as const,
    /** The notifications page, by its filters (a cursor per page of the infinite query). */
    filtered: (filters: Partial<Pick<NotificationsQuery, 'kind' | 'severity' | 'unread'>>) =>
      [NOTIFICATIONS, 'list', filters] as const,
  },
  notificationSettings: () => ['/api/settings/notifications'] as const,
  /** The quality gate's thresholds and blocking checks (system_settings). */
  qualitySettings: () => ['/api/settings/quality'] as const,
  notificationDeliveries: () => ['/api/settings/notifications/deliveries'] as const,

  /** Bulk launches (issue 33): invalidating `all()` refetches the list, the running ones and each launch. */
  launches: {
    all: () => [LAUNCHES] as const,
    list: () => [LAUNCHES, 'list'] as const,
    /** `?status=running`: the shell's progress line. */
    running: () => [LAUNCHES, 'running'] as const,
    detail: (id: string) => [LAUNCHES, 'detail', id] as const,
  },

  rules: () => ['/api/meta/rules'] as const,
  /** Each ad account's caps on automation and today's usage (decision 056). */
  ruleGuardrails: () => ['/api/meta/rule-guardrails'] as const,
  /** What the rules did over a range (decision 058). */
  ruleImpact: (range: object) => ['/api/meta/rules/impact', range] as const,
  ruleLog: {
    all: () => [RULE_LOG] as const,
    filtered: (filters: object) => [RULE_LOG, filters] as const,
  },
};

import type { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './app-env';

/** The routers of one group, made from the app's dependencies. */
export type GroupRouters<Deps = AppDeps> = (deps: Deps) => OpenAPIHono<AppEnv>[];

/**
 * Routes imported together on the first request under their paths (decision 062). `prefixes` are the
 * paths under `/api` they answer, whole segments: `/meta/campaign` is not a prefix of `/meta/campaigns`.
 * No prefix may lie under another group's (`route-groups.test.ts` checks, and that every route lies under
 * its own group's prefixes). `load` must `import()` the route modules: a static import would evaluate
 * them, and the schemas they build, at init.
 */
export interface RouteGroup<Deps = AppDeps> {
  prefixes: readonly string[];
  load: () => Promise<GroupRouters<Deps>>;
}

/** In the order the routes were registered before they were grouped, which the OpenAPI document keeps. */
export const ROUTE_GROUPS: readonly RouteGroup[] = [
  {
    prefixes: ['/login', '/logout', '/auth'],
    load: () =>
      Promise.all([import('./routes/auth'), import('./routes/login-second-step')]).then(
        ([a, b]) =>
          (deps) => [a.authRoutes(deps), b.loginSecondStepRoutes(deps)],
      ),
  },
  {
    prefixes: ['/me'],
    load: () =>
      Promise.all([import('./routes/own-password'), import('./routes/own-second-factors')]).then(
        ([a, b]) =>
          (deps) => [a.ownPasswordRoutes(deps), b.ownSecondFactorRoutes(deps)],
      ),
  },
  {
    prefixes: ['/settings/second-factor'],
    load: () =>
      import('./routes/second-factor-policy').then((routes) => (deps) => [
        routes.secondFactorPolicyRoutes(deps),
      ]),
  },
  {
    prefixes: ['/settings/api-credentials', '/settings/wordpress-credentials', '/settings/status'],
    load: () => import('./routes/settings').then((routes) => (deps) => [routes.settingsRoutes(deps)]),
  },
  {
    prefixes: ['/sites'],
    load: () => import('./routes/sites').then((routes) => (deps) => [routes.siteRoutes(deps)]),
  },
  {
    prefixes: ['/preferences'],
    load: () => import('./routes/preferences').then((routes) => (deps) => [routes.preferencesRoutes(deps)]),
  },
  {
    prefixes: ['/users'],
    load: () =>
      Promise.all([import('./routes/users'), import('./routes/user-second-factors')]).then(
        ([a, b]) =>
          (deps) => [a.userRoutes(deps), b.userSecondFactorRoutes(deps)],
      ),
  },
  {
    prefixes: ['/prompts'],
    load: () => import('./routes/prompts').then((routes) => (deps) => [routes.promptRoutes(deps)]),
  },
  {
    prefixes: ['/processing/status'],
    load: () => import('./routes/processing').then((routes) => (deps) => [routes.processingRoutes(deps)]),
  },
  {
    prefixes: ['/ai-budget', '/settings/ai-budget', '/processing/estimate'],
    load: () => import('./routes/ai-budget').then((routes) => (deps) => [routes.aiBudgetRoutes(deps)]),
  },
  {
    prefixes: ['/image-proxy'],
    load: () => import('./routes/image-proxy').then((routes) => (deps) => [routes.imageProxyRoutes(deps)]),
  },
  {
    prefixes: ['/debug'],
    load: () => import('./routes/debug').then((routes) => (deps) => [routes.debugRoutes(deps)]),
  },
  {
    prefixes: ['/keywords', '/economics'],
    load: () =>
      Promise.all([
        import('./routes/keyword-quality'),
        import('./routes/keywords'),
        import('./routes/keyword-economics'),
        import('./routes/related-keywords'),
      ]).then(([a, b, c, d]) => (deps) => [
        a.keywordQualityRoutes(deps),
        b.keywordRoutes(deps),
        c.keywordEconomicsRoutes(deps),
        d.relatedKeywordsRoutes(deps),
      ]),
  },
  {
    prefixes: ['/stats'],
    load: () => import('./routes/stats').then((routes) => (deps) => [routes.statsRoutes(deps)]),
  },
  {
    prefixes: ['/adset-names'],
    load: () => import('./routes/adset-names').then((routes) => (deps) => [routes.adsetNameRoutes(deps)]),
  },
  {
    prefixes: [
      '/meta/credentials',
      '/meta/status',
      '/meta/ad-accounts',
      '/meta/pages',
      '/meta/pixels',
      '/meta/use-sandbox',
    ],
    load: () =>
      import('./routes/meta-settings').then((routes) => (deps) => [routes.metaSettingsRoutes(deps)]),
  },
  {
    prefixes: ['/meta/revenue-source'],
    load: () =>
      import('./routes/revenue-source').then((routes) => (deps) => [routes.revenueSourceRoutes(deps)]),
  },
  {
    prefixes: ['/meta/ad-settings'],
    load: () =>
      import('./routes/meta-ad-settings').then((routes) => (deps) => [routes.metaAdSettingsRoutes(deps)]),
  },
  {
    prefixes: ['/meta/campaigns'],
    load: () =>
      Promise.all([import('./routes/meta-campaigns'), import('./routes/meta-creative-refresh')]).then(
        ([a, b]) =>
          (deps) => [a.metaCampaignRoutes(deps), b.metaCreativeRefreshRoutes(deps)],
      ),
  },
  {
    prefixes: ['/meta/launches'],
    load: () => import('./routes/meta-launches').then((routes) => (deps) => [routes.metaLaunchRoutes(deps)]),
  },
  {
    prefixes: ['/meta/campaign'],
    load: () =>
      import('./routes/meta-campaign-actions').then((routes) => (deps) => [
        routes.metaCampaignActionRoutes(deps),
      ]),
  },
  {
    prefixes: ['/meta/enriched-insights', '/meta/revenue-estimates', '/meta/insights'],
    load: () =>
      import('./routes/meta-insights').then((routes) => (deps) => [routes.metaInsightsRoutes(deps)]),
  },
  {
    prefixes: ['/meta/rules'],
    // `GET /meta/rules/impact` before `/meta/rules/:id`'s routes, as it always was.
    load: () =>
      Promise.all([import('./routes/meta-rule-impact'), import('./routes/meta-rules')]).then(
        ([a, b]) =>
          (deps) => [a.metaRuleImpactRoutes(deps), b.metaRuleRoutes(deps)],
      ),
  },
  {
    prefixes: ['/meta/rule-guardrails'],
    load: () =>
      import('./routes/meta-rule-guardrails').then((routes) => (deps) => [
        routes.metaRuleGuardrailRoutes(deps),
      ]),
  },
  {
    prefixes: ['/notifications'],
    load: () =>
      import('./routes/notifications').then((routes) => (deps) => [routes.notificationRoutes(deps)]),
  },
  {
    prefixes: ['/settings/notifications'],
    load: () =>
      import('./routes/notification-settings').then((routes) => (deps) => [
        routes.notificationSettingsRoutes(deps),
      ]),
  },
  {
    prefixes: ['/settings/quality'],
    load: () =>
      import('./routes/quality-settings').then((routes) => (deps) => [routes.qualitySettingsRoutes(deps)]),
  },
  {
    prefixes: ['/settings/rate-limits'],
    load: () =>
      import('./routes/rate-limit-settings').then((routes) => (deps) => [
        routes.rateLimitSettingsRoutes(deps),
      ]),
  },
];

import type { QueryClient } from '@tanstack/react-query';
import {
  createRootRouteWithContext,
  createRoute,
  createRouter,
  lazyRouteComponent,
  Outlet,
  redirect,
} from '@tanstack/react-router';
import { loadStatusTooltip } from '../components/api-status-bar/load-status-tooltip';
import { AuthPending } from '../components/feedback/auth-pending';
import { ContentSpinner } from '../components/feedback/content-spinner';
import { loadKeywordsTable } from '../features/keywords/components/table/load-keywords-table';
import { parseKeywordsPageSearch, parseKeywordTableSearch } from '../features/keywords/keywords-search';
import { parseInsightsSearch } from '../features/meta-campaign-insights/insights-search';
import { parseNewLaunchSearch } from '../features/meta-launches/new-launch-search';
import { parseRuleImpactSearch, parseRuleLogSearch } from '../features/meta-rules/rules-search';
import { parseNotificationsSearch } from '../features/notifications/notifications-search';
import { parseSettingsSearch } from '../features/settings/settings-search';
import { authUserQueryOptions } from '../lib/auth-user';
import { RouteError } from './route-error';

export interface RouterContext {
  queryClient: QueryClient;
}

const rootRoute = createRootRouteWithContext<RouterContext>()({
  component: Outlet,
  notFoundComponent: lazyRouteComponent(() => import('../components/not-found-screen'), 'NotFoundScreen'),
  errorComponent: RouteError,
});

/**
 * The session check shows its spinner at once (`pendingMs: 0`); once shown it stays this long, enough to
 * read as intentional rather than a flicker, without holding back a fast answer for the default 500 ms.
 */
const AUTH_PENDING_MIN_MS = 250;

const AppShell = lazyRouteComponent(() => import('../components/shell/app-shell'), 'AppShell');
const DashboardScreen = lazyRouteComponent(
  () => import('../features/keywords/dashboard-screen'),
  'DashboardScreen',
);

const LoginScreen = lazyRouteComponent(() => import('../features/auth/login-screen'), 'LoginScreen');

const loginRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: '/login',
  beforeLoad: async ({ context }) => {
    // The form's chunk downloads alongside the session check, not after it (as the shell's does below).
    void LoginScreen.preload?.()?.catch(() => {});
    const user = await context.queryClient.ensureQueryData(authUserQueryOptions());
    if (user) throw redirect({ to: '/' });
  },
  pendingComponent: AuthPending,
  pendingMs: 0,
  pendingMinMs: AUTH_PENDING_MIN_MS,
  component: LoginScreen,
});

/** Every route but /login sits under this pathless layout: no session, no screen. */
const authenticatedRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: '_authenticated',
  beforeLoad: async ({ context, location }) => {
    // Fetch the shell alongside the session check rather than after it; a failed download surfaces
    // when the route renders it, so the preload's own failure is ignored.
    void AppShell.preload?.()?.catch(() => {});
    void loadStatusTooltip().catch(() => {}); // the shell's status tiles wait for it
    // The same for the landing page, where sign-in leads: its screen and table would wait for the check.
    if (location.pathname === '/') {
      void DashboardScreen.preload?.()?.catch(() => {});
      void loadKeywordsTable().catch(() => {});
    }
    const user = await context.queryClient.ensureQueryData(authUserQueryOptions());
    if (!user) throw redirect({ to: '/login' });
    // A role that must have a second factor reaches nothing else until the user has set one up.
    if (user.mfaSetupRequired && location.pathname !== '/security') throw redirect({ to: '/security' });
    return { user };
  },
  pendingComponent: AuthPending,
  pendingMs: 0,
  pendingMinMs: AUTH_PENDING_MIN_MS,
  // Lazy so the login page never downloads the shell.
  component: AppShell,
});

/**
 * A lazily loaded screen under the authenticated layout. This file ships in the initial bundle (login
 * page budget: 200 KB gzip), so future loaders should `await import()` their query options too.
 */
function screenRoute<TPath extends string>(path: TPath, component: ReturnType<typeof lazyRouteComponent>) {
  return createRoute({ getParentRoute: () => authenticatedRoute, path, component });
}

const campaignCreator = lazyRouteComponent(
  () => import('../features/meta-campaign-creator/campaign-creator-screen'),
  'CampaignCreatorScreen',
);

/** The dashboard's keyword table keeps its page, search, status and filters in the URL. */
const dashboardRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/',
  validateSearch: parseKeywordTableSearch,
  // The table's chunk downloads alongside the screen's (also on hover of a link here), not after it. Not
  // awaited: the screen shows a stand-in meanwhile, and a failed download surfaces when the table renders.
  loader: () => void loadKeywordsTable().catch(() => {}),
  component: DashboardScreen,
});

const keywordsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/keywords',
  validateSearch: parseKeywordsPageSearch,
  component: lazyRouteComponent(() => import('../features/keywords/keywords-screen'), 'KeywordsScreen'),
});

const settingsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/settings',
  validateSearch: parseSettingsSearch,
  component: lazyRouteComponent(() => import('./settings-page'), 'SettingsPage'),
});

/** Campaign insights keep the applied range and the status tab in the URL. */
const insightsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/meta-campaign-insights',
  validateSearch: parseInsightsSearch,
  component: lazyRouteComponent(
    () => import('../features/meta-campaign-insights/insights-screen'),
    'InsightsScreen',
  ),
});

/** The rules' action log keeps its rule, campaign and status filters in the URL. */
const ruleLogRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/meta-rules/log',
  validateSearch: parseRuleLogSearch,
  component: lazyRouteComponent(() => import('../features/meta-rules/rule-log-screen'), 'RuleLogScreen'),
});

/** The rules' impact report keeps its range in the URL. */
const ruleImpactRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/meta-rules/impact',
  validateSearch: parseRuleImpactSearch,
  component: lazyRouteComponent(
    () => import('../features/meta-rules/rule-impact-screen'),
    'RuleImpactScreen',
  ),
});

/** A new launch takes the keyword list's selection from the URL (`?keywordIds=a,b`). */
const newLaunchRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/meta-launches/new',
  validateSearch: parseNewLaunchSearch,
  component: lazyRouteComponent(
    () => import('../features/meta-launches/new-launch-screen'),
    'NewLaunchScreen',
  ),
});

/** The team's notifications keep their severity, kind and unread filters in the URL. */
const notificationsRoute = createRoute({
  getParentRoute: () => authenticatedRoute,
  path: '/notifications',
  validateSearch: parseNotificationsSearch,
  component: lazyRouteComponent(
    () => import('../features/notifications/notifications-screen'),
    'NotificationsScreen',
  ),
});

const routeTree = rootRoute.addChildren([
  loginRoute,
  authenticatedRoute.addChildren([
    dashboardRoute,
    keywordsRoute,
    settingsRoute,
    screenRoute(
      '/debug',
      lazyRouteComponent(() => import('../features/debug/debug-screen'), 'DebugScreen'),
    ),
    screenRoute(
      '/prompts',
      lazyRouteComponent(() => import('../features/prompts/prompts-screen'), 'PromptsScreen'),
    ),
    screenRoute('/meta-campaign-creator', campaignCreator),
    screenRoute('/meta-ad-creator', campaignCreator),
    screenRoute(
      '/meta-ad-settings',
      lazyRouteComponent(() => import('../features/meta-ad-settings/ad-settings-screen'), 'AdSettingsScreen'),
    ),
    screenRoute(
      '/users',
      lazyRouteComponent(() => import('../features/users/users-screen'), 'UsersScreen'),
    ),
    screenRoute(
      '/meta-campaigns',
      lazyRouteComponent(() => import('../features/meta-campaigns/campaigns-screen'), 'CampaignsScreen'),
    ),
    screenRoute(
      '/meta-campaigns/$id',
      lazyRouteComponent(
        () => import('../features/meta-campaigns/campaign-detail-screen'),
        'CampaignDetailScreen',
      ),
    ),
    screenRoute(
      '/meta-launches',
      lazyRouteComponent(() => import('../features/meta-launches/launches-screen'), 'LaunchesScreen'),
    ),
    newLaunchRoute,
    screenRoute(
      '/meta-launches/$launchId',
      lazyRouteComponent(
        () => import('../features/meta-launches/launch-detail-screen'),
        'LaunchDetailScreen',
      ),
    ),
    insightsRoute,
    screenRoute(
      '/meta-rules',
      lazyRouteComponent(() => import('../features/meta-rules/rules-screen'), 'RulesScreen'),
    ),
    ruleLogRoute,
    screenRoute(
      '/meta-rules/guardrails',
      lazyRouteComponent(() => import('../features/meta-rules/guardrails-screen'), 'GuardrailsScreen'),
    ),
    ruleImpactRoute,
    notificationsRoute,
    screenRoute(
      '/detail/$id',
      lazyRouteComponent(() => import('../features/keywords/keyword-detail-screen'), 'KeywordDetailScreen'),
    ),
    screenRoute(
      '/security',
      lazyRouteComponent(() => import('../features/security/security-screen'), 'SecurityScreen'),
    ),
    screenRoute(
      '/preferences',
      lazyRouteComponent(() => import('../features/preferences/preferences-screen'), 'PreferencesScreen'),
    ),
  ]),
]);

export function createAppRouter(queryClient: QueryClient) {
  return createRouter({
    routeTree,
    context: { queryClient },
    // Unknown paths anywhere show the one full-page 404, not a 404 inside the shell.
    notFoundMode: 'root',
    defaultPendingComponent: ContentSpinner,
    defaultPreload: 'intent',
    scrollRestoration: true,
  });
}

declare module '@tanstack/react-router' {
  interface Register {
    router: ReturnType<typeof createAppRouter>;
  }
}

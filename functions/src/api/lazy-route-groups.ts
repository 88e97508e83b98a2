import { OpenAPIHono } from '@hono/zod-openapi';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import type { AppEnv } from './app-env';
import { handleError, handleNotFound } from './middleware/errors';
import type { RouteGroup } from './route-groups';

/**
 * What a request hands the group's app that answers it: the variables the API's middleware set (the
 * user, the session), and back the pattern of the route that answered, for the access log.
 */
interface Handoff {
  variables: AppEnv['Variables'];
  route?: string;
}
/** The key of `env` under which a group's app finds the handoff. */
const HANDOFF = Symbol('handoff');
type GroupEnv = AppEnv & { Bindings: { [HANDOFF]?: Handoff } };

/** The pattern of the route that answered in a group's app; none when only its middleware matched. */
const answeringRoute = (c: Context) => matchedRoutes(c).find((route) => route.method !== 'ALL')?.path;

/** True when `path` is `prefix` or lies under it, whole segments only. */
export const isUnder = (path: string, prefix: string) => path === prefix || path.startsWith(`${prefix}/`);

/** The group answering `path` (under `/api`), if any. */
export const groupOf = <Deps>(groups: readonly RouteGroup<Deps>[], path: string) =>
  groups.find((group) => group.prefixes.some((prefix) => isUnder(path, prefix)));

/**
 * One group's routers in an app of their own, mounted under `/api` as before, with the API's error and
 * not-found answers. It starts from the variables (the user, the session) of the request that reached it.
 */
function groupApp(routers: OpenAPIHono<AppEnv>[]) {
  const app = new OpenAPIHono<GroupEnv>();
  app.onError(handleError);
  app.notFound(handleNotFound);
  app.use(async (c, next) => {
    const handoff = c.env?.[HANDOFF];
    for (const [key, value] of Object.entries(handoff?.variables ?? {})) {
      c.set(key as keyof AppEnv['Variables'], value as never);
    }
    await next();
    if (handoff) handoff.route = answeringRoute(c);
  });
  for (const router of routers) app.route('/api', router);
  return app;
}

/**
 * The route groups, each imported on the first request under its prefixes (decision 062), so a cold
 * start evaluates only the routes, and the schemas, its requests need. `dispatch` runs after the API's
 * own middleware and hands each request to its group's app; a path no group claims goes on. A failed
 * import is tried again by the next request.
 */
export function lazyRouteGroups<Deps>(groups: readonly RouteGroup<Deps>[], deps: Deps) {
  const apps = new Map<RouteGroup<Deps>, Promise<OpenAPIHono<GroupEnv>>>();
  const appOf = (group: RouteGroup<Deps>) => {
    let app = apps.get(group);
    if (!app) {
      app = group.load().then((routers) => groupApp(routers(deps)));
      app.catch(() => apps.delete(group));
      apps.set(group, app);
    }
    return app;
  };

  const dispatch: MiddlewareHandler<AppEnv> = async (c, next) => {
    const group = groupOf(groups, c.req.path.slice('/api'.length));
    if (!group) return next();
    const app = await appOf(group);
    const handoff: Handoff = { variables: c.var };
    // The host's bindings (the Lambda event, Node's request) pass on as they are, with the handoff.
    const response = await app.fetch(c.req.raw, { ...(c.env as object | undefined), [HANDOFF]: handoff });
    if (handoff.route) c.set('route', handoff.route);
    return response;
  };

  /** Every group loaded, in one app: what the OpenAPI document describes. */
  const loadAll = async () => {
    const all = new OpenAPIHono<GroupEnv>();
    for (const app of await Promise.all(groups.map(appOf))) all.route('/', app);
    return all;
  };
  return { dispatch, loadAll };
}

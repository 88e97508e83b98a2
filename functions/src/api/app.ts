import { OpenAPIHono } from '@hono/zod-openapi';
import type { AppDeps } from './app-deps';
import type { AppEnv } from './app-env';
import { lazyRouteGroups } from './lazy-route-groups';
import { accessLog } from './middleware/access-log';
import { requestBodyLimit } from './middleware/body-limit';
import { handleError, handleNotFound } from './middleware/errors';
import { noStore } from './middleware/no-store';
import { sameOrigin } from './middleware/same-origin';
import { secondFactorGate } from './middleware/second-factor-gate';
import { session } from './middleware/session';
import { publishOpenApi } from './openapi-document';
import { ROUTE_GROUPS } from './route-groups';

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
  const routes = lazyRouteGroups(ROUTE_GROUPS, deps);
  app.use('/api/*', routes.dispatch);
  publishOpenApi(app, routes.loadAll);
  // Registered last so it only catches what no route matched, wherever this app is mounted.
  app.all('/api/*', handleNotFound);
  return app;
}

export type App = ReturnType<typeof createApp>;

import type { OpenAPIHono } from '@hono/zod-openapi';
import { PRODUCT_NAME } from '#shared/product/product';
import type { AppEnv } from './app-env';
import { renderReferencePage } from './reference-page';
import { HTTPS_SESSION_COOKIE, SESSION_COOKIE } from './session-cookie';

const documentConfig = {
  openapi: '3.1.0',
  info: {
    title: `${PRODUCT_NAME} API`,
    version: '1.0.0',
    description:
      'The API behind the dashboard. Sign in with POST /api/login; the session cookie does the rest.',
  },
  // The paths are written whole (`/api/...`), so the server is this site's root, wherever it is served.
  servers: [{ url: '/', description: 'This site' }],
  security: [{ sessionCookie: [] }],
};

/**
 * Serves the OpenAPI 3.1 document built from the routes' zod schemas, and a reference page for it. The
 * routes are imported by groups on first use (decision 062): the document loads them all.
 */
export function publishOpenApi(
  app: OpenAPIHono<AppEnv>,
  loadRoutes: () => Promise<Pick<OpenAPIHono, 'openAPIRegistry' | 'getOpenAPI31Document'>>,
) {
  const document = async () => {
    const routes = await loadRoutes();
    routes.openAPIRegistry.registerComponent('securitySchemes', 'sessionCookie', {
      type: 'apiKey',
      in: 'cookie',
      name: HTTPS_SESSION_COOKIE,
      description: `Set by POST /api/login. Over plain HTTP (the local server) it is named ${SESSION_COOKIE}.`,
    });
    return routes.getOpenAPI31Document(documentConfig);
  };
  app.get('/api/openapi.json', async (c) => c.json(await document()));
  app.get('/api/docs', async (c) => c.html(renderReferencePage(await document())));
}

import { randomUUID } from 'node:crypto';
import type { Context, MiddlewareHandler } from 'hono';
import { matchedRoutes } from 'hono/route';
import { withLogKeys } from '../../lib/log-keys';
import { logger } from '../../lib/logger';
import type { AppEnv } from '../app-env';

/** The response header naming the request's correlation id, which every log line of the request carries. */
export const CORRELATION_HEADER = 'X-Correlation-Id';

/**
 * The id CloudFront gives each viewer request, which it adds to the request it makes to the origin; its
 * access logs name the same id `x-edge-request-id`.
 */
const CLOUDFRONT_REQUEST_ID_HEADER = 'x-amz-cf-id';

/**
 * One access line per request (method, route pattern, status, duration; the user id once the session
 * middleware knows it; behind CloudFront, its request id as `edgeRequestId`, which joins the line to the
 * distribution's access log), and the correlation id on the response and on every line written meanwhile,
 * so a support request quoting it finds the request's lines. On Lambda the id is the invocation's request
 * id (the `function_request_id` of the lines); locally a generated one.
 */
export const accessLog: MiddlewareHandler<AppEnv> = (c, next) => {
  const env = c.env as { lambdaContext?: { awsRequestId?: string } } | undefined;
  const correlationId = env?.lambdaContext?.awsRequestId ?? randomUUID();
  return withLogKeys({ correlationId }, async () => {
    const started = performance.now();
    try {
      await next();
    } finally {
      c.header(CORRELATION_HEADER, correlationId);
      logger.info('request', {
        method: c.req.method,
        route: handledRoute(c),
        status: c.res.status,
        durationMs: Math.round(performance.now() - started),
        edgeRequestId: c.req.header(CLOUDFRONT_REQUEST_ID_HEADER),
      });
    }
  });
};

/**
 * The pattern of the route that answered: the one its route group reported, else the first matched route
 * of a method (middleware and the `/api/*` not-found catch-all are registered for every method), else the
 * catch-all.
 */
function handledRoute(c: Context<AppEnv>): string {
  const reported = c.get('route');
  if (reported) return reported;
  const routes = matchedRoutes(c);
  return (routes.find((route) => route.method !== 'ALL') ?? routes.at(-1))?.path ?? c.req.path;
}

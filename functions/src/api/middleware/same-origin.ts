import type { Context, MiddlewareHandler } from 'hono';
import { isSiteOrigin, type SiteOriginSettings } from '../site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** HTTP/1.1: a request has a body when it declares a length above zero or a transfer encoding. */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(.+\+)?json\s*(;|$)/i.test(contentType);

/**
 * CSRF defence: a state-changing request must carry this site's Origin (see `isSiteOrigin`), and one with a
 * body must be JSON (which a cross-site form cannot send). Body-less calls such as retry carry no content
 * type, so none is demanded of them.
 */
export function sameOrigin(settings: SiteOriginSettings): MiddlewareHandler {
  return async (c, next) => {
    if (SAFE_METHODS.has(c.req.method)) return next();
    if (!isSiteOrigin(c, c.req.header('origin'), settings)) {
      return c.json(
        { message: 'Cross-origin request refused: the Origin header must match this site.' },
        403,
      );
    }
    if (hasBody(c) && !isJson(c.req.header('content-type'))) {
      return c.json({ message: 'Request body must be JSON (Content-Type: application/json).' }, 415);
    }
    return next();
  };
}

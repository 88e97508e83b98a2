import type { Context, MiddlewareHandler } from 'hono';
import { SIGN_IN_FORM_ACTION } from '#shared/auth/sign-in-redirect';
import { isSiteOrigin, type SiteOriginSettings } from '../site-origin';

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** HTTP/1.1: a request has a body when it declares a length above zero or a transfer encoding. */
function hasBody(c: Context): boolean {
  const length = c.req.header('content-length');
  return (length !== undefined && length !== '0') || c.req.header('transfer-encoding') !== undefined;
}

const isJson = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/(.+\+)?json\s*(;|$)/i.test(contentType);

const isUrlEncodedForm = (contentType: string | undefined) =>
  contentType !== undefined && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(contentType);

/**
 * The one route that takes an HTML form's body: the login page's form, which works before the page's script
 * has loaded. The Origin check above still holds for it, and is its defence: the browser sets Origin on a
 * form's POST and no page can forge it, so a form on another site (signing the visitor in to someone
 * else's account, say) is refused like any cross-site call. Signing in needs the password anyway.
 */
const FORM_ROUTE = `POST ${SIGN_IN_FORM_ACTION}`;

/**
 * CSRF defence: a state-changing request must carry this site's Origin (see `isSiteOrigin`), and one with a
 * body must be JSON (which a cross-site form cannot send), but for `FORM_ROUTE`'s form. Body-less calls
 * such as retry carry no content type, so none is demanded of them.
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
    const contentType = c.req.header('content-type');
    const formAllowed = `${c.req.method} ${c.req.path}` === FORM_ROUTE && isUrlEncodedForm(contentType);
    if (hasBody(c) && !isJson(contentType) && !formAllowed) {
      return c.json({ message: 'Request body must be JSON (Content-Type: application/json).' }, 415);
    }
    return next();
  };
}

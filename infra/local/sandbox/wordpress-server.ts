import type { IncomingMessage, ServerResponse } from 'node:http';
import {
  applyKnobs,
  type FaultAnswers,
  type Handler,
  readJson,
  requestUrl,
  sendBody,
  sendJson,
} from './http-kit';
import type { KnobBoard } from './knobs';
import { listCategories } from './wordpress-categories';
import { userJson } from './wordpress-format';
import { deleteMedia, getMedia, listMedia, uploadMedia } from './wordpress-media';
import { servePage } from './wordpress-pages';
import { createPost, deletePost, getPost, listPosts, publishDuePosts, updatePost } from './wordpress-posts';
import { type RestContext, sendWpError } from './wordpress-rest-kit';
import type { WordPressStore, WpUser } from './wordpress-store';
import { createTag, getTag, listTags } from './wordpress-tags';

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendJson(
      response,
      429,
      {
        code: 'rest_too_many_requests',
        message: 'Too many requests. Please slow down.',
        data: { status: 429 },
      },
      { 'retry-after': String(retryAfterSeconds) },
    ),
  // Alternates WordPress's own "critical error" JSON and the HTML page of a proxy in front of it.
  serverError: (response, sequence) =>
    sequence % 2 === 0
      ? sendWpError(
          response,
          500,
          'internal_server_error',
          '<p>There has been a critical error on this website.</p>',
        )
      : sendBody(
          response,
          502,
          'text/html',
          '<html><head><title>502 Bad Gateway</title></head><body><h1>502 Bad Gateway</h1></body></html>',
        ),
};

/** The application-password user of a Basic authorization header; spaces in the password do not count. */
function authenticate(store: WordPressStore, header: string | undefined): WpUser | undefined {
  const encoded = /^Basic\s+(.+)$/i.exec(header ?? '')?.[1];
  if (!encoded) return undefined;
  const decoded = Buffer.from(encoded, 'base64').toString('utf8');
  const separator = decoded.indexOf(':');
  const username = decoded.slice(0, separator);
  const password = decoded.slice(separator + 1).replace(/[^a-z\d]/gi, '');
  const { user, appPassword } = store.state;
  const known = username === user.username || username === user.email;
  return known && password === appPassword.replace(/\s/g, '') ? user : undefined;
}

/** `/wp-json/<route>` or `/?rest_route=<route>`; undefined for a page of the public site. */
function restRoute(url: URL): string | undefined {
  if (url.pathname.startsWith('/wp-json')) return url.pathname.slice('/wp-json'.length) || '/';
  if (url.pathname === '/' || url.pathname === '/index.php')
    return url.searchParams.get('rest_route') ?? undefined;
  return undefined;
}

/**
 * A WordPress site: the REST API (`/wp/v2` posts, media (deletable), tags, users/me with application passwords; errors
 * as `{code, message, data: {status}}`) under both `/wp-json/` and `?rest_route=`, and the public pages
 * and uploaded files at the URLs the API hands out. Bad credentials make a caller anonymous, as in
 * WordPress: public reads work, `users/me` and writes answer 401. A `future` post goes live once `now`
 * passes its date, seen by the next request (WordPress's scheduler runs on page loads too).
 */
export function createWordPressHandler(
  board: KnobBoard,
  store: WordPressStore,
  siteUrl: () => string,
  now: () => number = Date.now,
): Handler {
  return async (request, response) => {
    const url = requestUrl(request);
    await publishDuePosts(store, now());
    const route = restRoute(url)?.replace(/\/+$/, '');
    if (route === undefined) {
      if (request.method !== 'GET' && request.method !== 'HEAD') {
        return sendBody(response, 405, 'text/plain', 'Method Not Allowed');
      }
      return servePage(store, siteUrl(), url, response);
    }
    const segments = route.split('/').filter(Boolean);
    const callType = segments[0] === 'wp' && segments[2] ? segments[2] : 'index';
    const decision = await applyKnobs(board, 'wordpress', callType, response, faults);
    if (!decision) return;
    const user =
      decision.fault === 'unauthorized' ? undefined : authenticate(store, request.headers.authorization);
    const context: RestContext = {
      store,
      siteUrl: siteUrl(),
      user,
      request,
      response,
      query: url.searchParams,
      now,
    };
    await dispatch(context, request, response, segments);
  };
}

async function dispatch(
  context: RestContext,
  request: IncomingMessage,
  response: ServerResponse,
  segments: string[],
) {
  const [namespace, version, resource, id, extra] = segments;
  const method = request.method ?? 'GET';
  if (segments.length === 0) return siteIndex(context);
  const numericId = id === undefined ? undefined : Number(id);
  const known = namespace === 'wp' && version === 'v2' && extra === undefined;
  const body = async () => ({
    ...Object.fromEntries(context.query),
    ...((await readJson(request)) as object),
  });
  if (known && resource === 'users' && id === 'me' && method === 'GET') return me(context);
  if (known && numericId !== undefined && Number.isInteger(numericId) && method === 'POST') {
    if (resource === 'posts') return updatePost(context, numericId, await body());
  }
  if (known && numericId !== undefined && Number.isInteger(numericId) && method === 'DELETE') {
    if (resource === 'media') return deleteMedia(context, numericId);
    if (resource === 'posts') return deletePost(context, numericId);
  }
  if (known && numericId !== undefined && Number.isInteger(numericId) && method === 'GET') {
    if (resource === 'posts') return getPost(context, numericId);
    if (resource === 'media') return getMedia(context, numericId);
    if (resource === 'tags') return getTag(context, numericId);
  }
  if (known && id === undefined) {
    if (resource === 'posts' && method === 'GET') return listPosts(context);
    if (resource === 'posts' && method === 'POST') return createPost(context, await body());
    if (resource === 'media' && method === 'GET') return listMedia(context);
    if (resource === 'media' && method === 'POST') return uploadMedia(context);
    if (resource === 'tags' && method === 'GET') return listTags(context);
    if (resource === 'categories' && method === 'GET') return listCategories(context);
    if (resource === 'tags' && method === 'POST') return createTag(context, await body());
  }
  sendWpError(response, 404, 'rest_no_route', 'No route was found matching the URL and request method.');
}

function siteIndex(context: RestContext) {
  sendJson(context.response, 200, {
    name: 'Keywright Sandbox Blog',
    description: 'A local stand-in for a WordPress site',
    url: context.siteUrl,
    home: context.siteUrl,
    gmt_offset: 0,
    timezone_string: 'UTC',
    namespaces: ['oembed/1.0', 'wp/v2'],
    authentication: {
      'application-passwords': {
        endpoints: { authorization: `${context.siteUrl}/wp-admin/authorize-application.php` },
      },
    },
  });
}

function me(context: RestContext) {
  if (!context.user)
    return sendWpError(context.response, 401, 'rest_not_logged_in', 'You are not currently logged in.');
  sendJson(context.response, 200, userJson(context.siteUrl, context.user));
}

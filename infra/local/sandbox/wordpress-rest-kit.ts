import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendJson } from './http-kit';
import { sanitizeTitle } from './wordpress-format';
import type { WordPressStore, WpUser } from './wordpress-store';

/** One REST call: who is asking (undefined: anonymous), the route's parameters, the site. */
export interface RestContext {
  store: WordPressStore;
  siteUrl: string;
  user?: WpUser;
  request: IncomingMessage;
  response: ServerResponse;
  query: URLSearchParams;
  /** The sandbox's clock (`sandbox-clock.ts`): dates new posts and publishes scheduled ones. */
  now: () => number;
}

/** The `edit` context: WordPress adds the fields as stored (`raw`) for a signed-in caller. */
export const editContext = (context: RestContext) =>
  context.user !== undefined && context.query.get('context') === 'edit';

/** WordPress's error shape. */
export function sendWpError(
  response: ServerResponse,
  status: number,
  code: string,
  message: string,
  data: Record<string, unknown> = {},
) {
  sendJson(response, status, { code, message, data: { status, ...data } });
}

export const POST_STATUSES = ['publish', 'future', 'draft', 'pending', 'private'];

/** Pagination as WordPress does it: `page`, `per_page` (1 to 100), totals in headers. */
export function paginate<T>(
  context: RestContext,
  items: T[],
): { page: T[]; headers: Record<string, string> } | undefined {
  const perPage = Number(context.query.get('per_page') ?? 10);
  const page = Number(context.query.get('page') ?? 1);
  if (!Number.isInteger(perPage) || perPage < 1 || perPage > 100) {
    invalidParam(context, 'per_page', 'per_page must be between 1 (inclusive) and 100 (inclusive)');
    return undefined;
  }
  if (!Number.isInteger(page) || page < 1) {
    invalidParam(context, 'page', 'page must be greater than or equal to 1');
    return undefined;
  }
  const totalPages = Math.ceil(items.length / perPage);
  if (page > 1 && page > totalPages) {
    sendWpError(
      context.response,
      400,
      'rest_post_invalid_page_number',
      'The page number requested is larger than the number of pages available.',
    );
    return undefined;
  }
  return {
    page: items.slice((page - 1) * perPage, page * perPage),
    headers: { 'x-wp-total': String(items.length), 'x-wp-totalpages': String(totalPages) },
  };
}

export function invalidParam(
  context: RestContext,
  param: string,
  message: string,
  code = 'rest_invalid_param',
) {
  sendWpError(context.response, 400, 'rest_invalid_param', `Invalid parameter(s): ${param}`, {
    params: { [param]: message },
    details: { [param]: { code, message, data: null } },
  });
}

export const slugList = (value: string | null) =>
  value === null
    ? undefined
    : value
        .split(',')
        .map((slug) => sanitizeTitle(slug))
        .filter(Boolean);

export const matchesSearch = (search: string | null, ...texts: string[]) =>
  !search || texts.some((text) => text.toLowerCase().includes(search.toLowerCase()));

/** `slug` unique among `taken`, WordPress style: `slug`, `slug-2`, `slug-3`... */
export function uniqueSlug(slug: string, taken: Set<string>): string {
  if (!taken.has(slug)) return slug;
  let suffix = 2;
  while (taken.has(`${slug}-${suffix}`)) suffix += 1;
  return `${slug}-${suffix}`;
}

export const rawText = (value: unknown) =>
  typeof value === 'string'
    ? value
    : typeof (value as { raw?: unknown })?.raw === 'string'
      ? (value as { raw: string }).raw
      : '';

import { fail } from './graph-errors';
import type { GraphCall } from './graph-request';

const encodeCursor = (index: number) => Buffer.from(`cursor:${index}`).toString('base64url');

function decodeCursor(cursor: string): number {
  const match = /^cursor:(\d+)$/.exec(Buffer.from(cursor, 'base64url').toString('utf8'));
  if (!match) return fail({ message: '(#100) The after/before cursor is not valid', code: 100 });
  return Number(match[1]);
}

/**
 * Cursor paging as Graph pages an edge: `limit` (default 25), `after`/`before` cursors, and `paging.next`/
 * `paging.previous` as absolute URLs repeating the call's params (the token included, as Meta's do).
 */
export function pageOf<T>(call: GraphCall, rows: T[], defaultLimit = 25) {
  const limit = Math.min(Math.max(Number(call.params.limit ?? defaultLimit) || defaultLimit, 1), 5000);
  let from = 0;
  if (call.params.after) from = decodeCursor(call.params.after) + 1;
  else if (call.params.before) from = Math.max(0, decodeCursor(call.params.before) - limit);
  const data = rows.slice(from, from + limit);
  if (data.length === 0) return { data };
  const last = from + data.length - 1;
  const link = (cursor: Record<string, string>) => {
    const url = new URL(`${call.baseUrl}/${call.version}/${call.segments.join('/')}`);
    for (const [key, value] of Object.entries(call.params)) {
      if (key !== 'after' && key !== 'before') url.searchParams.set(key, value);
    }
    for (const [key, value] of Object.entries(cursor)) url.searchParams.set(key, value);
    return url.toString();
  };
  const paging: Record<string, unknown> = {
    cursors: { before: encodeCursor(from), after: encodeCursor(last) },
  };
  if (last < rows.length - 1) paging.next = link({ after: encodeCursor(last) });
  if (from > 0) paging.previous = link({ before: encodeCursor(from) });
  return { data, paging };
}

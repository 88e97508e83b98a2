import type { ApiOperation } from './api-operations';

/** A request's path parameters, query parameters and JSON body, as values before they are written out. */
export interface RequestParts {
  path: Record<string, unknown>;
  query: Record<string, unknown>;
  body?: unknown;
}

/** One generated request: its parts, and what a mutation wrote out by hand instead of from the parts. */
export interface FuzzRequest {
  /** The mutation class that made it, or `valid`. */
  mutation: string;
  parts: RequestParts;
  /** Path segments sent exactly as given (not percent-encoded), in place of the parameter's value. */
  rawPath?: Record<string, string>;
  /** A body sent as is instead of `parts.body` as JSON; a null `contentType` sends no such header. */
  rawBody?: { text: string | undefined; contentType: string | null };
}

export interface HttpRequest {
  method: string;
  url: string;
  contentType: string | null;
  body: string | undefined;
}

const asText = (value: unknown) => (typeof value === 'string' ? value : JSON.stringify(value));
/** Percent-encoding as a browser does it: a lone surrogate goes out as U+FFFD instead of throwing. */
export const encodeSegment = (text: string) =>
  encodeURIComponent(
    text.replace(/[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, '\uFFFD'),
  );

/** The request as it goes over the wire: parameters encoded as a browser would, arrays as repeated keys. */
export function toHttp(operation: ApiOperation, request: FuzzRequest): HttpRequest {
  const { parts, rawPath = {}, rawBody } = request;
  const path = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) => {
    if (name in rawPath) return rawPath[name]!;
    const value = parts.path[name];
    return value === undefined ? '' : encodeSegment(asText(value));
  });
  const query = new URLSearchParams();
  for (const [key, value] of Object.entries(parts.query)) {
    if (value === undefined) continue;
    for (const item of Array.isArray(value) ? value : [value]) query.append(key, asText(item));
  }
  const search = query.size > 0 ? `?${query}` : '';
  if (rawBody) {
    return {
      method: operation.method,
      url: path + search,
      contentType: rawBody.contentType,
      body: rawBody.text,
    };
  }
  const body = parts.body === undefined ? undefined : JSON.stringify(parts.body);
  return {
    method: operation.method,
    url: path + search,
    contentType: body === undefined ? null : 'application/json',
    body,
  };
}

/** Headers a same-origin browser sends with it: Origin, the session cookie, the body's type and length. */
export function headersFor(request: HttpRequest, origin: string, cookie: string): Record<string, string> {
  return {
    origin,
    cookie,
    ...(request.contentType === null ? {} : { 'content-type': request.contentType }),
    ...(request.body === undefined ? {} : { 'content-length': String(Buffer.byteLength(request.body)) }),
  };
}

/** A short description of the request for failure messages (huge values cut). */
export function describeRequest(request: HttpRequest): string {
  const cut = (text: string) =>
    text.length > 300 ? `${text.slice(0, 300)}... (${text.length} chars)` : text;
  const body =
    request.body === undefined ? '' : ` [${request.contentType ?? 'no type'}] ${cut(request.body)}`;
  return `${request.method} ${cut(request.url)}${body}`;
}

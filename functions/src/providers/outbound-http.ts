import http, { type IncomingHttpHeaders, type IncomingMessage } from 'node:http';
import https from 'node:https';
import type { Readable } from 'node:stream';
import { createBrotliDecompress, createGunzip, createInflate } from 'node:zlib';
import {
  checkOutboundUrl,
  OutboundUrlError,
  privateAddressesRefused,
  publicOnlyLookup,
} from './outbound-url';

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  timeoutMs: number;
  /** Answers bigger than this are cut off with an error (a misconfigured URL can point anywhere). */
  maxResponseBytes?: number;
  /**
   * Refuse private and local addresses here too, not only on AWS: for URLs nothing local needs to reach
   * (an image a record points at), where the local stack is as exposed as the Lambda.
   */
  publicOnly?: boolean;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  /** Decoded when the answer came gzip, deflate or br encoded (Snowflake's result partitions may). */
  body: Buffer;
}

const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/** Whether a request carries credentials of its own (Basic or Bearer), which must not travel in clear text. */
const carriesCredentials = (headers: Record<string, string> = {}) =>
  Object.keys(headers).some((name) => name.toLowerCase() === 'authorization');

/**
 * One HTTP request to a user-given URL under the outbound rules (http(s) only; on AWS no private or local
 * address, checked on the resolved addresses, and credentials over https only). Redirects are not
 * followed. The answer is capped by its decoded size, so a small compressed body cannot unpack past the
 * cap. A URL the rules refuse rejects with an `OutboundUrlError`, a timeout with a `TimeoutError`; network
 * failures with Node's own errors (`ECONNREFUSED`...).
 */
export async function outboundRequest(request: OutboundRequest): Promise<OutboundResponse> {
  const onAws = privateAddressesRefused();
  const refusePrivate = request.publicOnly === true || onAws;
  const url = checkOutboundUrl(request.url, refusePrivate);
  // From Lambda the request crosses the Internet; locally http reaches the sandbox and this machine's sites.
  if (onAws && url.protocol === 'http:' && carriesCredentials(request.headers)) {
    throw new OutboundUrlError(`Credentials are sent over https only, not to ${url.origin}`);
  }
  // Read from the modules at call time, not bound at import: in a traced function the tracer has wrapped
  // them by then (`lib/tracer.ts`), so each call shows as a subsegment.
  const send = url.protocol === 'https:' ? https.request : http.request;
  const limit = request.maxResponseBytes ?? DEFAULT_MAX_RESPONSE_BYTES;
  const body = typeof request.body === 'string' ? Buffer.from(request.body) : request.body;

  return new Promise((resolve, reject) => {
    const fail = (error: Error) => reject(error.name === 'AbortError' ? timeoutError(error) : error);
    const outgoing = send(
      url,
      {
        method: request.method,
        headers: { ...request.headers, ...(body ? { 'content-length': String(body.byteLength) } : {}) },
        signal: AbortSignal.timeout(request.timeoutMs),
        ...(refusePrivate ? { lookup: publicOnlyLookup } : {}),
      },
      (incoming) => {
        const content = decoded(incoming, fail);
        const chunks: Buffer[] = [];
        let size = 0;
        content.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            // The error first: destroying a stream that is already destroyed drops the error.
            content.destroy(new Error(`The answer is larger than ${limit} bytes`));
            if (content !== incoming) incoming.destroy();
            return;
          }
          chunks.push(chunk);
        });
        content.on('error', fail);
        content.on('end', () =>
          resolve({
            status: incoming.statusCode ?? 0,
            headers: incoming.headers,
            body: Buffer.concat(chunks),
          }),
        );
      },
    );
    outgoing.on('error', fail);
    outgoing.end(body);
  });
}

/** The body as sent (`identity`), or unpacked as its `content-encoding` says; failures go to `fail`. */
function decoded(incoming: IncomingMessage, fail: (error: Error) => void): Readable {
  const encoding = incoming.headers['content-encoding']?.trim().toLowerCase();
  const unpack =
    encoding === 'gzip' || encoding === 'x-gzip'
      ? createGunzip()
      : encoding === 'deflate'
        ? createInflate()
        : encoding === 'br'
          ? createBrotliDecompress()
          : undefined;
  if (!unpack) return incoming;
  incoming.on('error', fail);
  return incoming.pipe(unpack);
}

function timeoutError(cause: Error) {
  const error = new Error('The request timed out', { cause });
  error.name = 'TimeoutError';
  return error;
}

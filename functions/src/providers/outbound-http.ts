import { request as httpRequest, type IncomingHttpHeaders } from 'node:http';
import { request as httpsRequest } from 'node:https';
import { checkOutboundUrl, privateAddressesRefused, publicOnlyLookup } from './outbound-url';

export interface OutboundRequest {
  method: 'GET' | 'POST' | 'DELETE';
  url: string;
  headers?: Record<string, string>;
  body?: Uint8Array | string;
  timeoutMs: number;
  /** Answers bigger than this are cut off with an error (a misconfigured URL can point anywhere). */
  maxResponseBytes?: number;
}

export interface OutboundResponse {
  status: number;
  headers: IncomingHttpHeaders;
  body: Buffer;
}

const DEFAULT_MAX_RESPONSE_BYTES = 20 * 1024 * 1024;

/**
 * One HTTP request to a user-given URL under the outbound rules (http(s) only; on AWS no private or local
 * address, checked on the resolved addresses). Redirects are not followed. A timeout rejects with a
 * `TimeoutError`; network failures reject with Node's own errors (`ECONNREFUSED`...).
 */
export function outboundRequest(request: OutboundRequest): Promise<OutboundResponse> {
  const refusePrivate = privateAddressesRefused();
  const url = checkOutboundUrl(request.url, refusePrivate);
  const send = url.protocol === 'https:' ? httpsRequest : httpRequest;
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
        const chunks: Buffer[] = [];
        let size = 0;
        incoming.on('data', (chunk: Buffer) => {
          size += chunk.length;
          if (size > limit) {
            incoming.destroy(new Error(`The answer is larger than ${limit} bytes`));
            return;
          }
          chunks.push(chunk);
        });
        incoming.on('error', fail);
        incoming.on('end', () =>
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

function timeoutError(cause: Error) {
  const error = new Error('The request timed out', { cause });
  error.name = 'TimeoutError';
  return error;
}

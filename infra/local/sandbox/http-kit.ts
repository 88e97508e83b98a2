import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { localHostNames, refuseForeignHosts } from './host-guard';
import type { KnobBoard, KnobDecision, SandboxService } from './knobs';
import type { RateWindowState } from './rate-window';

export type Handler = (request: IncomingMessage, response: ServerResponse) => Promise<void>;

const MAX_BODY_BYTES = 50 * 1024 * 1024;

/** The request body, whole (uploads and base64 images included). */
export async function readBody(request: IncomingMessage): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of request) {
    size += (chunk as Buffer).length;
    if (size > MAX_BODY_BYTES) throw new Error('Request body too large');
    chunks.push(chunk as Buffer);
  }
  return Buffer.concat(chunks);
}

/** The body parsed as JSON; undefined when it is not JSON. */
export async function readJson(request: IncomingMessage): Promise<unknown> {
  try {
    return JSON.parse((await readBody(request)).toString('utf8'));
  } catch {
    return undefined;
  }
}

/** Answers to be lost: the call is carried out, then a gateway's 504 goes out instead of its answer. */
const losing = new WeakSet<ServerResponse>();
const GATEWAY_TIMEOUT =
  '<html><head><title>504 Gateway Time-out</title></head><body><h1>504 Gateway Time-out</h1></body></html>';

export function sendBody(
  response: ServerResponse,
  status: number,
  contentType: string,
  body: string | Buffer,
  headers: Record<string, string> = {},
) {
  if (response.destroyed || response.headersSent) return;
  if (losing.has(response)) {
    response.writeHead(504, {
      'content-type': 'text/html',
      'content-length': Buffer.byteLength(GATEWAY_TIMEOUT),
    });
    response.end(GATEWAY_TIMEOUT);
    return;
  }
  response.writeHead(status, {
    'content-type': contentType,
    'content-length': Buffer.byteLength(body),
    ...headers,
  });
  response.end(body);
}

export function sendJson(
  response: ServerResponse,
  status: number,
  body: unknown,
  headers: Record<string, string> = {},
): void {
  sendBody(response, status, 'application/json; charset=UTF-8', JSON.stringify(body), headers);
}

/** How a service answers the injected faults, in its own wire format. */
export interface FaultAnswers {
  /** A 429; `limit` is the `requestsPerMinute` that refused it, when one did (not a random draw). */
  rateLimited(response: ServerResponse, retryAfterSeconds: number, limit?: number): void;
  serverError(response: ServerResponse, sequence: number): void;
  /** The headers that tell a caller where it stands against its limit, on every answer (OpenAI's). */
  limitHeaders?(state: RateWindowState): Record<string, string>;
}

/**
 * Applies the knobs to one call: counts it, waits the latency, then answers a 429 or 5xx, hangs until
 * the client gives up, or marks the answer to be lost. Returns the decision when the handler should go on (an `unauthorized` fault is
 * the handler's to answer, in the way the service refuses a key), or undefined when the call is done.
 */
export async function applyKnobs(
  board: KnobBoard,
  service: SandboxService,
  callType: string,
  response: ServerResponse,
  answers: FaultAnswers,
): Promise<KnobDecision | undefined> {
  const decision = board.decide(service, callType);
  if (decision.rateLimit && answers.limitHeaders) {
    for (const [name, value] of Object.entries(answers.limitHeaders(decision.rateLimit)))
      response.setHeader(name, value);
  }
  // A request over the limit is turned away at the door, without the work the latency stands for.
  const turnedAway = decision.rateLimit?.retryAfterMs !== undefined;
  if (decision.latencyMs > 0 && !turnedAway)
    await new Promise((resolve) => setTimeout(resolve, decision.latencyMs));
  switch (decision.fault) {
    case 'timeout':
      await new Promise((resolve) => response.once('close', resolve));
      return undefined;
    case 'rate-limit':
      answers.rateLimited(response, decision.retryAfterSeconds, decision.rateLimit?.limit);
      return undefined;
    case 'server-error':
      answers.serverError(response, decision.sequence);
      return undefined;
    case 'lost-response':
      losing.add(response);
      return decision;
    default:
      return decision;
  }
}

export interface RunningServer {
  server: Server;
  port: number;
  close(): Promise<void>;
}

/**
 * Serves `handler` on `host:port` (0: any free port), answering only requests sent to one of `hostNames`
 * (`host-guard.ts`; by default the loopback names and `host`). A handler that throws answers 500 and never takes the server down; `close` also ends
 * hanging and kept-alive connections.
 */
export async function serve(
  handler: Handler,
  host: string,
  port: number,
  hostNames: readonly string[] = localHostNames(host),
): Promise<RunningServer> {
  const server = createServer((request, response) => {
    handler(request, response).catch((error: unknown) => {
      sendJson(response, 500, { error: { message: `Sandbox failure: ${(error as Error).message}` } });
    });
  });
  refuseForeignHosts(server, hostNames);
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => {
      server.off('error', reject);
      resolve();
    });
  });
  return {
    server,
    port: (server.address() as AddressInfo).port,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** The path of a request and its query, parsed. */
export function requestUrl(request: IncomingMessage): URL {
  return new URL(request.url ?? '/', 'http://sandbox.invalid');
}

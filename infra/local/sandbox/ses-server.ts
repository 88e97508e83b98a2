import { request as httpRequest } from 'node:http';
import type { AddressInfo } from 'node:net';
import sesEmulator from 'aws-ses-v2-local';
import { refuseForeignHosts } from './host-guard';
import { applyKnobs, type FaultAnswers, type Handler, readBody, requestUrl, sendJson } from './http-kit';
import type { KnobBoard } from './knobs';

/** What the emulator keeps of each e-mail (`GET /store`). */
export interface SesStoredEmail {
  messageId: string;
  from: string;
  destination: { to: string[]; cc: string[]; bcc: string[] };
  subject: string;
  body: { text?: string; html?: string };
  at: number;
}

const SEND_PATH = '/v2/email/outbound-emails';

/**
 * The emulator's start function. It is a CommonJS module marked `__esModule`: Node's ESM loader hands its
 * whole `exports` as the default, bundlers and vitest its `default` export; either way, the function.
 */
const startSesEmulator: typeof sesEmulator =
  typeof sesEmulator === 'function'
    ? sesEmulator
    : (sesEmulator as unknown as { default: typeof sesEmulator }).default;

/** SES's restJson error: its type in `x-amzn-ErrorType`, its words in `message`. */
const sendSesError = (
  response: Parameters<Handler>[1],
  status: number,
  type: string,
  message: string,
  headers: Record<string, string> = {},
) => sendJson(response, status, { message }, { 'x-amzn-errortype': type, ...headers });

const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendSesError(response, 429, 'TooManyRequestsException', 'Maximum sending rate exceeded.', {
      'retry-after': String(retryAfterSeconds),
    }),
  serverError: (response) => sendSesError(response, 500, 'InternalFailure', 'An internal error occurred.'),
};

/** The address in `Name <address>` (or the text itself). */
const addressOf = (from: string) => (/<([^>]+)>/.exec(from)?.[1] ?? from).trim().toLowerCase();

/**
 * Amazon SES v2 on this machine: the `aws-ses-v2-local` emulator (its inbox page at `/`, what it received
 * at `GET /store`), behind a front that does what the emulator does not and SES does: it refuses a sender
 * that is not a verified identity (an address, or any address of a verified domain) with SES's own
 * `MessageRejected`, and it applies the sandbox's `ses` knobs (429 `TooManyRequestsException`, 500) to
 * `SendEmail`. Everything else passes through to the emulator untouched.
 */
export async function startSesSandbox(options: {
  board: KnobBoard;
  host: string;
  /** The Host names the emulator answers to, as its front does (`host-guard.ts`). */
  hostNames: readonly string[];
  verifiedIdentities: string[];
}) {
  const emulator = await startSesEmulator({ host: options.host, port: 0 });
  // Its own port is as reachable as the front's: a page that finds it must not read the inbox either.
  refuseForeignHosts(emulator, options.hostNames);
  const emulatorPort = (emulator.address() as AddressInfo).port;
  const verified = options.verifiedIdentities.map((identity) => identity.toLowerCase());
  const isVerified = (address: string) =>
    verified.includes(address) || verified.includes(address.split('@')[1] ?? '');

  const pass = (request: Parameters<Handler>[0], response: Parameters<Handler>[1], body?: Buffer) =>
    new Promise<void>((resolve, reject) => {
      const outgoing = httpRequest(
        {
          host: options.host,
          port: emulatorPort,
          method: request.method,
          path: request.url,
          headers: { ...request.headers, host: `${options.host}:${emulatorPort}` },
        },
        (incoming) => {
          response.writeHead(incoming.statusCode ?? 502, incoming.headers);
          incoming.pipe(response);
          incoming.on('end', resolve);
        },
      );
      outgoing.on('error', reject);
      if (body) outgoing.end(body);
      else request.pipe(outgoing);
    });

  const handler: Handler = async (request, response) => {
    if (request.method !== 'POST' || requestUrl(request).pathname !== SEND_PATH)
      return pass(request, response);
    const decision = await applyKnobs(options.board, 'ses', 'send', response, faults);
    if (!decision) return;
    if (decision.fault === 'unauthorized') {
      sendSesError(
        response,
        403,
        'UnrecognizedClientException',
        'The security token included in the request is invalid.',
      );
      return;
    }
    const body = await readBody(request);
    let from = '';
    try {
      from = String(
        (JSON.parse(body.toString('utf8')) as { FromEmailAddress?: unknown }).FromEmailAddress ?? '',
      );
    } catch {
      // The emulator answers a body it cannot read.
    }
    if (from && !isVerified(addressOf(from))) {
      sendSesError(
        response,
        400,
        'MessageRejected',
        `Email address is not verified. The following identities failed the check in region US-EAST-1: ${addressOf(from)}`,
      );
      return;
    }
    return pass(request, response, body);
  };

  return {
    handler,
    async emails(): Promise<SesStoredEmail[]> {
      const answer = await fetch(`http://${options.host}:${emulatorPort}/store`);
      return ((await answer.json()) as { emails: SesStoredEmail[] }).emails;
    },
    close: () =>
      new Promise<void>((resolve) => {
        emulator.close(() => resolve());
        emulator.closeAllConnections();
      }),
  };
}

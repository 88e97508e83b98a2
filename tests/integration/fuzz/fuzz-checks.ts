import type { TestStack } from '#tests/support/test-stack';
import { ORIGIN } from '#tests/support/test-stack';
import type { ApiOperation } from './api-operations';
import { describeRequest, type FuzzRequest, type HttpRequest, headersFor, toHttp } from './fuzz-request';
import { trackStoredState } from './stored-state';

/** The figures: requests sent and the three kinds of bad answers (each goal: 0). */
export interface FuzzFigures {
  requests: number;
  serverErrors: number;
  unreadableClientErrors: number;
  clientErrorsThatChangedState: number;
}

/** A 4xx's `message` when it is one a person can read: a non-empty sentence, not a stringified object. */
export function readableMessage(text: string): string | undefined {
  let body: unknown;
  try {
    body = JSON.parse(text);
  } catch {
    return undefined;
  }
  const message = (body as { message?: unknown } | null)?.message;
  if (typeof message !== 'string' || message.trim() === '') return undefined;
  return /\[object \w+\]|^undefined$|^null$/.test(message) ? undefined : message;
}

/**
 * Sends generated requests and checks each answer: no 5xx; every 4xx has a readable JSON `message`
 * and left the stored state exactly as it was (read back by `trackStoredState`).
 */
export async function createFuzzChecker(t: TestStack) {
  const state = await trackStoredState(t);
  const figures: FuzzFigures = {
    requests: 0,
    serverErrors: 0,
    unreadableClientErrors: 0,
    clientErrorsThatChangedState: 0,
  };

  const send = (http: HttpRequest, cookie: string) =>
    t.stack.app.request(http.url, {
      method: http.method,
      headers: headersFor(http, ORIGIN, cookie),
      body: http.body,
    });

  async function check(operation: ApiOperation, request: FuzzRequest, cookie: string): Promise<void> {
    await state.settle(); // what earlier requests (or the test's own reads) changed is not this one's doing
    const http = toHttp(operation, request);
    const response = await send(http, cookie);
    const text = await response.text();
    figures.requests += 1;
    const changes = await state.settle();
    const what = `${request.mutation}: ${describeRequest(http)} answered ${response.status} ${text.slice(0, 300)}`;

    if (response.status >= 500) {
      figures.serverErrors += 1;
      throw new Error(`server error for ${what}`);
    }
    // The fuzzer never ends its own sessions: a 401 means a request did, and the rest would test nothing.
    if (response.status === 401) throw new Error(`signed out by ${what}`);
    if (response.status < 400) return;

    if (!readableMessage(text)) {
      figures.unreadableClientErrors += 1;
      throw new Error(`no readable message for ${what}`);
    }
    if (changes.length > 0) {
      figures.clientErrorsThatChangedState += 1;
      throw new Error(`${what}\nyet changed stored state:\n  ${changes.slice(0, 10).join('\n  ')}`);
    }
  }

  /** Reads everything again: what changed since the last read must have come with a write the checker saw. */
  async function verifyNothingChangedUnseen(): Promise<void> {
    await state.settle();
    const changes = await state.verify();
    if (changes.length > 0) {
      throw new Error(`stored state changed without a table write:\n  ${changes.slice(0, 10).join('\n  ')}`);
    }
  }

  return { check, verifyNothingChangedUnseen, figures, close: state.close };
}

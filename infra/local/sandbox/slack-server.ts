import { randomBytes } from 'node:crypto';
import type { ServerResponse } from 'node:http';
import {
  applyKnobs,
  type FaultAnswers,
  type Handler,
  readBody,
  requestUrl,
  sendBody,
  sendJson,
} from './http-kit';
import type { KnobBoard } from './knobs';

/** What the sandbox received on its webhook, in order. */
interface SlackSandboxMessage {
  at: string;
  text?: string;
  blocks?: unknown[];
}

const sendText = (
  response: ServerResponse,
  status: number,
  text: string,
  headers: Record<string, string> = {},
) => sendBody(response, status, 'text/plain; charset=utf-8', text, headers);

/** Slack answers a webhook's faults in plain text, with `Retry-After` (seconds) on a 429. */
const faults: FaultAnswers = {
  rateLimited: (response, retryAfterSeconds) =>
    sendText(response, 429, 'rate_limited', { 'retry-after': String(retryAfterSeconds) }),
  serverError: (response) => sendText(response, 500, 'internal_error'),
};

/**
 * A Slack incoming webhook as `@slack/webhook` speaks to it: `POST /services/T…/B…/{token}` with a JSON
 * body of `text` and/or `blocks`, answered `ok` in plain text; an unknown path `no_service` (404), a body
 * with neither `no_text` (400), an `unauthorized` knob `invalid_token` (403); 429 with `Retry-After` and 500
 * by knob. Every message taken is recorded, for the tests and `GET /messages`.
 */
export function createSlackSandbox(board: KnobBoard) {
  const path = `/services/TSANDBOX0/BSANDBOX0/${randomBytes(12).toString('hex')}`;
  const messages: SlackSandboxMessage[] = [];
  const handler: Handler = async (request, response) => {
    const url = requestUrl(request);
    if (request.method === 'GET' && url.pathname === '/messages') {
      sendJson(response, 200, { messages });
      return;
    }
    if (request.method !== 'POST' || url.pathname !== path) {
      sendText(response, 404, 'no_service');
      return;
    }
    const decision = await applyKnobs(board, 'slack', 'post', response, faults);
    if (!decision) return;
    if (decision.fault === 'unauthorized') {
      sendText(response, 403, 'invalid_token');
      return;
    }
    let body: { text?: unknown; blocks?: unknown };
    try {
      body = JSON.parse((await readBody(request)).toString('utf8')) as typeof body;
    } catch {
      sendText(response, 400, 'invalid_payload');
      return;
    }
    if (typeof body.text !== 'string' && !Array.isArray(body.blocks)) {
      sendText(response, 400, 'no_text');
      return;
    }
    messages.push({
      at: new Date().toISOString(),
      ...(typeof body.text === 'string' ? { text: body.text } : {}),
      ...(Array.isArray(body.blocks) ? { blocks: body.blocks } : {}),
    });
    sendText(response, 200, 'ok');
  };
  return { handler, path, messages };
}

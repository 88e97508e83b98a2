import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { ProviderError } from '../../ports/provider-error';
import { createSlackSender } from './slack-webhook';

/** Stands for the local Slack sandbox: answers each POST with the status and body set for the test. */
let server: Server;
let webhook: string;
let answer: { status: number; body: string };
let received: string[];
beforeAll(async () => {
  server = createServer((request, response) => {
    received.push(request.url ?? '');
    request.resume();
    response.writeHead(answer.status, { 'content-type': 'text/plain' }).end(answer.body);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  webhook = `http://127.0.0.1:${(server.address() as AddressInfo).port}/services/TSANDBOX0/BSANDBOX0/abc`;
});
beforeEach(() => {
  received = [];
  answer = { status: 200, body: 'ok' };
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

const MESSAGE = { text: 'Test', blocks: [] };
const sender = () => createSlackSender({ policy: { maxAttempts: 1 }, sandboxWebhook: webhook });
const refusalOf = (webhookUrl: string) =>
  sender()
    .send(webhookUrl, MESSAGE)
    .then(
      () => undefined,
      (error: unknown) => (error instanceof ProviderError ? error.reason : String(error)),
    );

describe('the Slack sender', () => {
  it('sends to the sandbox’s own webhook', async () => {
    await sender().send(webhook, MESSAGE);
    expect(received).toEqual(['/services/TSANDBOX0/BSANDBOX0/abc']);
  });

  it('refuses any other local address before sending anything', async () => {
    const other = webhook.replace(/\/services\/.*$/, '/store');

    expect(await refusalOf(other)).toMatch(
      /^The Slack webhook URL is refused: it must be https:\/\/hooks\.slack\.com/,
    );
    expect(received).toEqual([]);
  });

  it('repeats what Slack answered when it is one of Slack’s error codes', async () => {
    answer = { status: 403, body: 'invalid_token' };
    expect(await refusalOf(webhook)).toBe('Slack answered 403 invalid_token');
  });

  it('repeats nothing of an answer that is not Slack speaking', async () => {
    answer = { status: 500, body: '<html><body>{"TableNames":["keywright"]}</body></html>' };
    expect(await refusalOf(webhook)).toBe('Slack answered 500');
  });
});

import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

/**
 * The local emulators and sandboxes answer only at this machine's own names: a page whose name its owner
 * points at 127.0.0.1 (DNS rebinding) sends its own name as Host, and must read nothing.
 */
let t: TestStack;
beforeAll(async () => {
  t = await startTestStack();
});
afterAll(() => t.close());

interface Answer {
  status: number;
  body: string;
}

/** A raw request to `url` with `host` as its Host header (fetch would not let a page or a test set it). */
const send = (
  url: string,
  host: string,
  init: { method?: string; headers?: Record<string, string>; body?: string } = {},
) =>
  new Promise<Answer>((resolve, reject) => {
    const target = new URL(url);
    const outgoing = request(
      {
        host: target.hostname,
        port: target.port,
        path: target.pathname,
        method: init.method ?? 'GET',
        headers: { ...init.headers, host },
      },
      (incoming) => {
        let body = '';
        incoming.on('data', (chunk) => (body += chunk));
        incoming.on('end', () => resolve({ status: incoming.statusCode ?? 0, body }));
      },
    );
    outgoing.on('error', reject);
    outgoing.end(init.body);
  });

/** DynamoDB's ListTables as the SDK sends it: what a rebinding page would try first. */
const LIST_TABLES = {
  method: 'POST',
  headers: {
    'content-type': 'application/x-amz-json-1.0',
    'x-amz-target': 'DynamoDB_20120810.ListTables',
    // dynalite takes any signature, as long as there is one.
    'x-amz-date': '20260610T153000Z',
    authorization:
      'AWS4-HMAC-SHA256 Credential=local/20260610/us-east-1/dynamodb/aws4_request, SignedHeaders=host, Signature=0',
  },
  body: '{}',
};

describe('local services and a foreign Host', () => {
  it('dynalite refuses to list the tables for another name, and lists them for 127.0.0.1', async () => {
    const endpoint = t.stack.dynamoEndpoint;
    const port = new URL(endpoint).port;

    const foreign = await send(endpoint, `rebind.example:${port}`, LIST_TABLES);
    expect(foreign.status).toBe(421);
    expect(foreign.body).not.toContain('TableNames');

    const own = await send(endpoint, `127.0.0.1:${port}`, LIST_TABLES);
    expect(own.status).toBe(200);
    expect(own.body).toContain('TableNames');
  });

  it('every other emulator and sandbox answers 421 to another name, and serves its own names', async () => {
    const { sandbox } = t.stack;
    const endpoints = {
      s3: t.stack.s3Endpoint,
      openai: sandbox.openaiBaseUrl,
      gemini: sandbox.geminiBaseUrl,
      vision: sandbox.visionBaseUrl,
      wordpress: sandbox.wordpress.siteUrl,
      meta: sandbox.metaGraphBaseUrl,
      snowflake: sandbox.snowflake.baseUrl,
      slack: sandbox.slack.webhookUrl,
      sesInbox: sandbox.ses.endpoint,
    };
    for (const [name, url] of Object.entries(endpoints)) {
      const port = new URL(url).port;
      const foreign = await send(url, `rebind.example:${port}`);
      expect([name, foreign.status]).toEqual([name, 421]);
      for (const own of [`localhost:${port}`, `127.0.0.1:${port}`])
        expect([name, (await send(url, own)).status]).not.toEqual([name, 421]);
    }
  });
});

import { createSocket } from 'node:dgram';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';

/**
 * The tracer as it runs on Lambda, in a file of its own: the X-Ray SDK reads the Lambda environment once,
 * when first loaded. Its daemon is a UDP socket here, which receives each closed subsegment.
 */
const documents: Record<string, unknown>[] = [];
const daemon = createSocket('udp4');
daemon.on('message', (message) => {
  for (const line of message.toString().split('\n')) {
    const document = JSON.parse(line) as Record<string, unknown>;
    if (document.type === 'subsegment') documents.push(document);
  }
});
/** Answers every request with an empty JSON object (a DynamoDB GetItem that finds nothing). */
const upstream = createServer((_request, response) => {
  response.writeHead(200, { 'content-type': 'application/x-amz-json-1.0' }).end('{}');
});
let upstreamUrl = '';

beforeAll(async () => {
  await new Promise<void>((resolve) => daemon.bind(0, '127.0.0.1', resolve));
  await new Promise<void>((resolve) => upstream.listen(0, '127.0.0.1', resolve));
  upstreamUrl = `http://127.0.0.1:${(upstream.address() as AddressInfo).port}`;
  vi.stubEnv('AWS_EXECUTION_ENV', 'AWS_Lambda_nodejs22.x');
  vi.stubEnv('LAMBDA_TASK_ROOT', '/var/task');
  vi.stubEnv('_HANDLER', 'index.handler');
  vi.stubEnv('AWS_XRAY_DAEMON_ADDRESS', `127.0.0.1:${daemon.address().port}`);
  vi.stubEnv(
    '_X_AMZN_TRACE_ID',
    'Root=1-5759e988-bd862e3fe1be46a994272793;Parent=53995c3f42cd8ad8;Sampled=1',
  );
});
afterAll(async () => {
  vi.unstubAllEnvs();
  daemon.close();
  await new Promise((resolve) => upstream.close(resolve));
});

describe('tracing on Lambda', () => {
  it('traces the handler, each scope of business keys annotated, its AWS SDK and HTTP calls inside', async () => {
    const { tracedHandler, tracer } = await import('./tracer');
    const { withLogKeys } = await import('./log-keys');
    const { capturedAwsClient } = await import('./aws-client-capture');
    const { outboundRequest } = await import('../providers/outbound-http');
    const { DynamoDBClient, GetItemCommand } = await import('@aws-sdk/client-dynamodb');
    expect(tracer.isTracingEnabled()).toBe(true);
    const dynamo = capturedAwsClient(
      new DynamoDBClient({
        endpoint: upstreamUrl,
        region: 'us-east-1',
        credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
      }),
    );

    const handler = tracedHandler(async (event: { runId: string; keywordId: string }) =>
      withLogKeys({ runId: event.runId, keywordId: event.keywordId, userId: 'user-1' }, async () => {
        await dynamo.send(new GetItemCommand({ TableName: 'keywright', Key: { pk: { S: 'k' } } }));
        await (await fetch(`${upstreamUrl}/by-fetch`)).text();
        await outboundRequest({ method: 'GET', url: `${upstreamUrl}/by-http`, timeoutMs: 2_000 });
        return 'done';
      }),
    );
    await expect(handler({ runId: 'run-1', keywordId: 'keyword-1' })).resolves.toBe('done');
    await vi.waitFor(() => expect(documents.map((document) => document.name)).toContain('## index.handler'));

    const named = (name: string) => documents.filter((document) => document.name === name);
    const [root] = named('## index.handler');
    const [scope] = named('### runId keywordId');
    expect(root).toMatchObject({ annotations: { Service: 'keywright', ColdStart: expect.any(Boolean) } });
    // The user is a log key, never an annotation (X-Ray keeps annotations indexed for 30 days).
    expect(scope).toMatchObject({
      parent_id: root!.id,
      annotations: { runId: 'run-1', keywordId: 'keyword-1' },
    });
    expect(scope!.annotations).not.toHaveProperty('userId');

    // An API request's scope: its correlation id, which the error toast shows, finds its trace.
    const request = tracedHandler(async () => withLogKeys({ correlationId: 'request-1' }, async () => 'ok'));
    await request();
    await vi.waitFor(() => expect(named('### correlationId')).toHaveLength(1));
    expect(named('### correlationId')[0]).toMatchObject({ annotations: { correlationId: 'request-1' } });
    const calls = documents.filter((document) => document.parent_id === scope!.id);
    expect(calls.find((call) => call.name === 'DynamoDB')).toMatchObject({
      namespace: 'aws',
      aws: { operation: 'GetItem', table_name: 'keywright' },
    });
    // X-Ray records the host and path of an outbound call, not its port.
    const urls = calls.map((call) => (call.http as { request?: { url?: string } } | undefined)?.request?.url);
    expect(urls).toEqual(expect.arrayContaining(['http://127.0.0.1/by-fetch', 'http://127.0.0.1/by-http']));
  });
});

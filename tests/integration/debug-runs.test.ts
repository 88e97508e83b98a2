import type { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debugResultSchema, debugRunPendingSchema } from '#shared/schemas/debug';
import { FAST_RETRIES } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createLambdaDebugTester } from '../../functions/src/adapters/lambda/lambda-debug-tester';
import { lazyAwsClient } from '../../functions/src/lib/lazy-aws-client';

/**
 * The debug tester outlasting its request (images slower than the API's 25 s on AWS): here the POST waits
 * 100 ms and every upstream answer takes 150 ms, so the screen gets the run to poll.
 */
let t: TestStack;
let cookie: string;
beforeAll(async () => {
  t = await startTestStack({
    pipeline: { providerOptions: FAST_RETRIES },
    sandboxKnobs: { gemini: { latencyMs: 150 }, openai: { latencyMs: 150 }, vision: { latencyMs: 150 } },
    debugWaitMs: 100,
  });
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('a debug run that outlasts its request', () => {
  it('answers 202 with the run, which answers the result once the steps end', async () => {
    const started = await t.call('POST', '/api/debug/process-steps', {
      cookie,
      body: { keyword: 'camp stoves' },
    });

    expect(started.status).toBe(202);
    const { id } = debugRunPendingSchema.parse(await started.json());
    expect(started.headers.get('location')).toBe(`/api/debug/process-steps/${id}`);

    let polled = await t.call('GET', `/api/debug/process-steps/${id}`, { cookie });
    const statuses = [polled.status];
    while (polled.status === 202) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      polled = await t.call('GET', `/api/debug/process-steps/${id}`, { cookie });
      statuses.push(polled.status);
    }
    expect(statuses[0]).toBe(202);
    expect(polled.status).toBe(200);
    const result = debugResultSchema.parse(await polled.json());
    expect(result.keyword).toBe('camp stoves');
    expect(result.steps.map((step) => step.status)).toEqual(['success', 'success', 'success', 'success']);
    expect(result.imageUrl).toMatch(/^data:image\/png;base64,/);
  }, 60_000);

  it('answers 404 for a run it does not know and 400 for a malformed id', async () => {
    const unknown = await t.call('GET', '/api/debug/process-steps/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b', {
      cookie,
    });
    expect(unknown.status).toBe(404);
    expect(await unknown.json()).toEqual({ message: 'No such debug run' });
    expect((await t.call('GET', '/api/debug/process-steps/not-an-id', { cookie })).status).toBe(400);
  });

  it('needs a session', async () => {
    const response = await t.call('GET', '/api/debug/process-steps/6f1d2c3b-4a5e-4f60-8a7b-9c0d1e2f3a4b');
    expect(response.status).toBe(401);
  });
});

describe('the debug tester function on AWS', () => {
  it('is invoked asynchronously with the run id, so no request waits for it', async () => {
    const sent: InvokeCommand[] = [];
    const client = {
      send: async (command: InvokeCommand) => {
        sent.push(command);
        return { StatusCode: 202 };
      },
    } as unknown as LambdaClient;

    const lambda = lazyAwsClient(
      () => import('@aws-sdk/client-lambda'),
      () => client,
    );
    await createLambdaDebugTester(lambda, 'keywright-debug-tester').startRun?.('run-1', 'camp stoves');

    expect(sent.map((command) => command.input.InvocationType)).toEqual(['Event']);
    const payload = JSON.parse(new TextDecoder().decode(sent[0]!.input.Payload as Uint8Array));
    expect(payload).toEqual({ runId: 'run-1', keyword: 'camp stoves' });
  });
});

import type { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createLambdaDebugTester } from '../../functions/src/adapters/lambda/lambda-debug-tester';
import { TABLE_DEFINITION } from '../../infra/data-definitions';
import { startTestStack, type TestStack } from './support/test-stack';

type Handler = (event: unknown) => Promise<unknown>;
let t: TestStack;
let handler: Handler;

/** A Lambda client that delivers each invocation to `handle`, the way the Lambda service would. */
function invoking(handle: Handler): LambdaClient {
  const send = async (command: InvokeCommand) => {
    const event = JSON.parse(new TextDecoder().decode(command.input.Payload as Uint8Array));
    try {
      return { StatusCode: 200, Payload: new TextEncoder().encode(JSON.stringify(await handle(event))) };
    } catch (error) {
      const { name, message } = error as Error;
      const payload = JSON.stringify({ errorType: name, errorMessage: message });
      return { StatusCode: 200, FunctionError: 'Unhandled', Payload: new TextEncoder().encode(payload) };
    }
  };
  return { send } as unknown as LambdaClient;
}

beforeAll(async () => {
  t = await startTestStack(); // seeds the default prompts the tester reads
  vi.stubEnv('TABLE_NAME', TABLE_DEFINITION.localName);
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', t.stack.dynamoEndpoint);
  vi.stubEnv('AWS_REGION', 'us-east-1');
  vi.stubEnv('AWS_ACCESS_KEY_ID', 'local');
  vi.stubEnv('AWS_SECRET_ACCESS_KEY', 'local');
  ({ handler } = (await import('../../functions/src/handlers/debug-tester')) as unknown as {
    handler: Handler;
  });
});
afterAll(async () => {
  vi.unstubAllEnvs();
  await t.close();
});

describe('the debug tester in its own Lambda, as the API invokes it', () => {
  it('runs the steps with the saved credentials (none here) and reports the first failing one', async () => {
    const tester = createLambdaDebugTester(invoking(handler), 'keywright-debug-tester');

    const result = await tester.run('hiking boots');

    expect(result.keyword).toBe('hiking boots');
    expect(result.steps).toEqual([
      {
        name: 'Generate tags',
        status: 'error',
        error: 'No text provider is configured: save a Gemini or OpenAI API key in Settings',
      },
    ]);
  });

  it('turns a failed invocation into an error naming the function failure', async () => {
    const tester = createLambdaDebugTester(invoking(handler), 'keywright-debug-tester');

    await expect(tester.run('')).rejects.toThrow(/^The debug tester function failed: /);
  });
});

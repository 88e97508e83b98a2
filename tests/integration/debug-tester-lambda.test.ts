import type { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { buildNewKeyword } from '#tests/support/keyword-builders';
import { startSecretsManagerDouble } from '#tests/support/secrets-manager-double';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createLambdaCreativeWriter } from '../../functions/src/adapters/lambda/lambda-creative-writer';
import { createLambdaDebugTester } from '../../functions/src/adapters/lambda/lambda-debug-tester';
import { createLambdaRelatedKeywordsWriter } from '../../functions/src/adapters/lambda/lambda-related-keywords-writer';
import type { LazyLambda } from '../../functions/src/adapters/lambda/lazy-lambda';
import { lazyAwsClient } from '../../functions/src/lib/lazy-aws-client';
import { TABLE_DEFINITION } from '../../infra/data-definitions';

type Handler = (event: unknown) => Promise<unknown>;
const API_SECRET = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:api-credentials';
let t: TestStack;
let secrets: Awaited<ReturnType<typeof startSecretsManagerDouble>>;
let handler: Handler;

/** A Lambda client that delivers each invocation to `handle`, the way the Lambda service would. */
function invoking(handle: Handler): LazyLambda {
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
  const client = { send } as unknown as LambdaClient;
  return lazyAwsClient(
    () => import('@aws-sdk/client-lambda'),
    () => client,
  );
}

beforeAll(async () => {
  t = await startTestStack(); // seeds the default prompts the tester reads
  secrets = await startSecretsManagerDouble(); // the API credentials secret, created empty: none saved
  vi.stubEnv('TABLE_NAME', TABLE_DEFINITION.localName);
  vi.stubEnv('IMAGES_BUCKET', 'images');
  vi.stubEnv('API_CREDENTIALS_SECRET_ARN', API_SECRET);
  vi.stubEnv('AWS_ENDPOINT_URL_DYNAMODB', t.stack.dynamoEndpoint);
  vi.stubEnv('AWS_ENDPOINT_URL_SECRETS_MANAGER', secrets.endpoint);
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
  await secrets.close();
});

describe('the debug tester function given too little', () => {
  it('fails its first call naming what it lacks, and runs once it has it', async () => {
    vi.stubEnv('TABLE_NAME', '');
    vi.stubEnv('IMAGES_BUCKET', '');

    await expect(handler({ keyword: 'hiking boots' })).rejects.toThrow(
      'Invalid Lambda configuration: check TABLE_NAME, IMAGES_BUCKET',
    );

    vi.stubEnv('TABLE_NAME', TABLE_DEFINITION.localName);
    vi.stubEnv('IMAGES_BUCKET', 'images');
    await expect(handler({ keyword: 'hiking boots' })).resolves.toMatchObject({ keyword: 'hiking boots' });
  });
});

describe('the debug tester in its own Lambda, as the API invokes it', () => {
  it('runs the steps with the saved credentials (none here) and reports the first failing one', async () => {
    const tester = createLambdaDebugTester(invoking(handler), 'keywright-debug-tester');

    const result = await tester.run('hiking boots');

    expect(secrets.reads).toContain(API_SECRET);
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

describe('the creative refresh writer in the debug tester function, as the API invokes it', () => {
  it("reads the stored keyword and answers the writer's own failure (no text provider saved here)", async () => {
    const writer = createLambdaCreativeWriter(invoking(handler), 'keywright-debug-tester');
    const { created } = await t.stack.deps.keywords.create([
      buildNewKeyword({ masterKeyword: 'trail boots' }),
    ]);
    const keyword = created[0]!;

    await expect(writer.write(keyword, { newImage: false })).rejects.toThrow(
      'No text provider is configured: save a Gemini or OpenAI API key in Settings',
    );
    await expect(writer.write({ ...keyword, id: 'gone' }, { newImage: false })).rejects.toThrow(
      'The keyword was deleted',
    );
  });
});

describe('the related keywords writer in the debug tester function, as the API invokes it', () => {
  it("reads the stored keyword and answers the writer's own failure (no text provider saved here)", async () => {
    const writer = createLambdaRelatedKeywordsWriter(invoking(handler), 'keywright-debug-tester');
    const { created } = await t.stack.deps.keywords.create([
      buildNewKeyword({ masterKeyword: 'camping stoves' }),
    ]);
    const keyword = created[0]!;
    const ask = { adCopy: { adTitle: 'Cook Anywhere', adDescription: '' }, count: 5 };

    await expect(writer.write({ keyword, ...ask })).rejects.toThrow(
      'No text provider is configured: save a Gemini or OpenAI API key in Settings',
    );
    await expect(writer.write({ keyword: { ...keyword, id: 'gone' }, ...ask })).rejects.toThrow(
      'The keyword was deleted',
    );
  });
});

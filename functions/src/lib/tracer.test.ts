import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { describe, expect, it } from 'vitest';
import { capturedAwsClient } from './aws-client-capture';
import { currentLogKeys, withLogKeys } from './log-keys';
import { tracedHandler, tracer } from './tracer';

describe('tracing off Lambda (locally and in tests)', () => {
  it('is off, and handlers, scopes and clients go through unchanged', async () => {
    expect(tracer.isTracingEnabled()).toBe(false);
    const client = new DynamoDBClient({ region: 'us-east-1' });
    const middleware = client.middlewareStack.identify().length;

    expect(capturedAwsClient(client)).toBe(client);
    expect(client.middlewareStack.identify()).toHaveLength(middleware);
    const handler = tracedHandler(async (event: { runId: string }) =>
      withLogKeys({ runId: event.runId }, async () => currentLogKeys()),
    );
    await expect(handler({ runId: 'run-1' })).resolves.toEqual({ runId: 'run-1' });
  });
});

import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { lazyAwsClient } from '../../lib/lazy-aws-client';
import { createSecretsManagerStore } from './secrets-manager-store';

/** Just enough of the Secrets Manager JSON protocol to see which secret ids the real SDK client asks for. */
const stored = new Map<string, string>();
let server: Server;
let client: SecretsManagerClient;

beforeAll(async () => {
  server = createServer((request, response) => {
    let raw = '';
    request.on('data', (chunk) => {
      raw += chunk;
    });
    request.on('end', () => {
      const { SecretId, SecretString } = JSON.parse(raw) as { SecretId: string; SecretString?: string };
      const operation = String(request.headers['x-amz-target']).split('.')[1];
      response.setHeader('content-type', 'application/x-amz-json-1.1');
      if (operation === 'PutSecretValue') {
        stored.set(SecretId, SecretString ?? '');
        response.end(JSON.stringify({ ARN: SecretId }));
      } else if (stored.has(SecretId)) {
        response.end(JSON.stringify({ ARN: SecretId, SecretString: stored.get(SecretId) }));
      } else {
        response.statusCode = 400;
        response.end(JSON.stringify({ __type: 'ResourceNotFoundException', message: 'not found' }));
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  client = new SecretsManagerClient({
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    region: 'us-east-1',
    credentials: { accessKeyId: 'test', secretAccessKey: 'test' },
  });
});
beforeEach(() => stored.clear());
/** The real SDK, its client pointed at the server above. */
const secretsManager = lazyAwsClient(
  () => import('@aws-sdk/client-secrets-manager'),
  () => client,
);
afterAll(async () => {
  client.destroy();
  await new Promise((resolve) => server.close(resolve));
});

const API_ARN = 'arn:aws:secretsmanager:us-east-1:123456789012:secret:api-credentials-AbCdEf';

describe('Secrets Manager store with logical names', () => {
  it('writes and reads a logical name through the secret ARN mapped to it', async () => {
    const store = createSecretsManagerStore({ secretsManager, secretIds: { 'api-credentials': API_ARN } });

    await store.put('api-credentials', '{"geminiApiKey":"g"}');

    expect(stored.get(API_ARN)).toBe('{"geminiApiKey":"g"}');
    expect(await store.get('api-credentials')).toBe('{"geminiApiKey":"g"}');
  });

  it('answers undefined for a secret that holds no value yet', async () => {
    const store = createSecretsManagerStore({ secretsManager, secretIds: { 'api-credentials': API_ARN } });
    expect(await store.get('api-credentials')).toBeUndefined();
  });

  it('refuses a name with no mapped secret instead of treating it as a secret id', async () => {
    const store = createSecretsManagerStore({ secretsManager, secretIds: { 'api-credentials': API_ARN } });
    await expect(store.get('wordpress-credentials')).rejects.toThrow(
      'No Secrets Manager secret is configured for "wordpress-credentials"',
    );
    await expect(store.put('wordpress-credentials', 'x')).rejects.toThrow(/No Secrets Manager secret/);
    expect(stored.size).toBe(0);
  });

  it('addresses secrets by id when no mapping is given', async () => {
    const store = createSecretsManagerStore({ secretsManager });
    await store.put(API_ARN, 'value');
    expect(await store.get(API_ARN)).toBe('value');
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';

/**
 * A local stand-in for Secrets Manager's `GetSecretValue` (its JSON 1.1 protocol), for tests that run a
 * Lambda handler as AWS would: a secret not in `values` answers as the CDK app's empty secrets do,
 * `ResourceNotFoundException` (nothing saved yet). Point the SDK at it with `AWS_ENDPOINT_URL_SECRETS_MANAGER`.
 */
export async function startSecretsManagerDouble(values: Record<string, string> = {}) {
  const reads: string[] = [];
  const server = createServer((request, response) => {
    let body = '';
    request.on('data', (chunk: Buffer) => {
      body += chunk.toString();
    });
    request.on('end', () => {
      const target = request.headers['x-amz-target'];
      const { SecretId } = JSON.parse(body || '{}') as { SecretId?: string };
      const answer = (status: number, payload: unknown) =>
        response
          .writeHead(status, { 'content-type': 'application/x-amz-json-1.1' })
          .end(JSON.stringify(payload));
      if (target !== 'secretsmanager.GetSecretValue' || !SecretId) {
        return answer(400, { __type: 'InvalidRequestException', Message: `Unexpected call ${target}` });
      }
      reads.push(SecretId);
      const value = values[SecretId];
      if (value === undefined) {
        return answer(400, {
          __type: 'ResourceNotFoundException',
          Message: "Secrets Manager can't find the specified secret value for staging label: AWSCURRENT",
        });
      }
      return answer(200, { ARN: SecretId, Name: SecretId, SecretString: value });
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  return {
    endpoint: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    /** The secret ids read, in order. */
    reads,
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
    },
  };
}

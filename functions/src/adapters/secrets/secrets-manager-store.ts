import {
  GetSecretValueCommand,
  PutSecretValueCommand,
  ResourceNotFoundException,
  SecretsManagerClient,
} from '@aws-sdk/client-secrets-manager';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { SecretStore } from '../../ports/secrets';

export interface SecretsManagerStoreOptions {
  /**
   * Logical name -> secret ARN (from the Lambda configuration). When given, only these names exist: any
   * other name is a programming error, never a guess at a secret. Without it, names are secret ids.
   */
  secretIds?: Readonly<Record<string, string>>;
  client?: SecretsManagerClient;
}

/** Secrets Manager; the secrets themselves are created by the CDK app. */
export function createSecretsManagerStore(options: SecretsManagerStoreOptions = {}): SecretStore {
  const client = options.client ?? capturedAwsClient(new SecretsManagerClient({}));
  const secretId = (name: string) => {
    if (!options.secretIds) return name;
    const id = options.secretIds[name];
    if (!id) throw new Error(`No Secrets Manager secret is configured for "${name}"`);
    return id;
  };

  return {
    async get(name) {
      try {
        const { SecretString } = await client.send(new GetSecretValueCommand({ SecretId: secretId(name) }));
        return SecretString;
      } catch (error) {
        // Also what a secret created without a value answers: nothing saved yet.
        if (error instanceof ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async put(name, value) {
      await client.send(new PutSecretValueCommand({ SecretId: secretId(name), SecretString: value }));
    },
  };
}

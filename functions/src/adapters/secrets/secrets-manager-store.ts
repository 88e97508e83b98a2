import type * as SecretsManager from '@aws-sdk/client-secrets-manager';
import { type LazyAwsClient, lazyAwsClient } from '../../lib/lazy-aws-client';
import type { SecretStore } from '../../ports/secrets';

export interface SecretsManagerStoreOptions {
  /**
   * Logical name -> secret ARN (from the Lambda configuration). When given, only these names exist: any
   * other name is a programming error, never a guess at a secret. Without it, names are secret ids.
   */
  secretIds?: Readonly<Record<string, string>>;
  /** The SDK and its client; by default, the SDK imported on the first call with a default client. */
  secretsManager?: LazyAwsClient<typeof SecretsManager, SecretsManager.SecretsManagerClient>;
}

/** Secrets Manager; the secrets themselves are created by the CDK app. */
export function createSecretsManagerStore(options: SecretsManagerStoreOptions = {}): SecretStore {
  // The SDK is imported on the first call (decision 059), not at the function's init.
  const secretsManager =
    options.secretsManager ??
    lazyAwsClient(
      () => import('@aws-sdk/client-secrets-manager'),
      (sdk) => new sdk.SecretsManagerClient({}),
    );
  const secretId = (name: string) => {
    if (!options.secretIds) return name;
    const id = options.secretIds[name];
    if (!id) throw new Error(`No Secrets Manager secret is configured for "${name}"`);
    return id;
  };

  return {
    async get(name) {
      const { sdk, client } = await secretsManager();
      try {
        const { SecretString } = await client.send(
          new sdk.GetSecretValueCommand({ SecretId: secretId(name) }),
        );
        return SecretString;
      } catch (error) {
        // Also what a secret created without a value answers: nothing saved yet.
        if (error instanceof sdk.ResourceNotFoundException) return undefined;
        throw error;
      }
    },
    async put(name, value) {
      const { sdk, client } = await secretsManager();
      await client.send(new sdk.PutSecretValueCommand({ SecretId: secretId(name), SecretString: value }));
    },
  };
}

import { createSecretsManagerStore } from '../../adapters/secrets/secrets-manager-store';
import type { SecretStore } from '../../ports/secrets';
import { type SecretArns, secretIdsOf } from '../config';

/**
 * Secrets Manager, limited to the secrets this function was given: the others read as "not saved" rather
 * than failing (the credentials reader reads them all, and a text step, say, has no business with
 * WordPress's), and are never written.
 */
export function grantedSecretStore(config: SecretArns): SecretStore {
  const secretIds: Record<string, string> = secretIdsOf(config);
  const store = createSecretsManagerStore({ secretIds });
  return {
    get: async (name) => (secretIds[name] ? store.get(name) : undefined),
    put: (name, value) =>
      secretIds[name]
        ? store.put(name, value)
        : Promise.reject(new Error(`This function was given no "${name}" secret`)),
  };
}

import type { z } from 'zod';
import {
  type ApiCredentials,
  apiCredentialsSchema,
  type WordPressCredentials,
  wordPressCredentialsSchema,
} from '#shared/schemas/settings';
import { logger } from '../../lib/logger';
import type { SecretStore } from '../../ports/secrets';
import { SECRET_NAMES } from './secret-names';

/** The saved upstream credentials, as JSON documents in the secret store. */
export interface CredentialsStore {
  apiCredentials(): Promise<ApiCredentials | undefined>;
  saveApiCredentials(credentials: ApiCredentials): Promise<void>;
  wordPressCredentials(): Promise<WordPressCredentials | undefined>;
  saveWordPressCredentials(credentials: WordPressCredentials): Promise<void>;
}

/** The CDK app creates each credentials secret holding `{}`: nothing saved yet. */
const EMPTY_SECRET = '{}';

/**
 * Reads a JSON secret; one that is missing, empty or not of the expected shape counts as not configured
 * (the last is logged, as someone must have edited the secret by hand).
 */
export async function readJsonSecret<T>(secrets: SecretStore, name: string, schema: z.ZodType<T>) {
  const raw = await secrets.get(name);
  if (raw === undefined || raw.trim() === '' || raw.replace(/\s/g, '') === EMPTY_SECRET) return undefined;
  try {
    const parsed = schema.safeParse(JSON.parse(raw));
    if (parsed.success) return parsed.data;
  } catch {
    // not JSON: reported below
  }
  logger.warn('Ignoring a secret that does not hold the expected credentials', { secret: name });
  return undefined;
}

export function createCredentialsStore(secrets: SecretStore): CredentialsStore {
  return {
    apiCredentials: () => readJsonSecret(secrets, SECRET_NAMES.apiCredentials, apiCredentialsSchema),
    saveApiCredentials: (credentials) =>
      secrets.put(SECRET_NAMES.apiCredentials, JSON.stringify(credentials)),
    wordPressCredentials: () =>
      readJsonSecret(secrets, SECRET_NAMES.wordpressCredentials, wordPressCredentialsSchema),
    saveWordPressCredentials: (credentials) =>
      secrets.put(SECRET_NAMES.wordpressCredentials, JSON.stringify(credentials)),
  };
}

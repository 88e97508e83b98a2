import * as z from 'zod';
import type { SecretStore } from '../../ports/secrets';
import { readJsonSecret } from '../settings/credentials-store';
import { SECRET_NAMES } from '../settings/secret-names';

const storedSchema = z.object({ slackWebhookUrl: z.string() });

/** The Notifications tab's one secret, the Slack webhook URL, as a JSON document in the secret store. */
export function createNotificationSecrets(secrets: SecretStore) {
  return {
    async slackWebhookUrl(): Promise<string | undefined> {
      const saved = await readJsonSecret(secrets, SECRET_NAMES.notificationCredentials, storedSchema);
      return saved?.slackWebhookUrl || undefined;
    },
    saveSlackWebhookUrl: (slackWebhookUrl: string) =>
      secrets.put(SECRET_NAMES.notificationCredentials, JSON.stringify({ slackWebhookUrl })),
  };
}

export type NotificationSecrets = ReturnType<typeof createNotificationSecrets>;

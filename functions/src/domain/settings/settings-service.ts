import type {
  ApiCredentials,
  MaskedApiCredentials,
  MaskedWordPressCredentials,
  WordPressCredentials,
} from '#shared/schemas/settings';
import { logger } from '../../lib/logger';
import type { SecretStore } from '../../ports/secrets';
import type { ApiStatusService } from './api-status-service';
import { createCredentialsStore } from './credentials-store';
import { maskSecret, originOf, resolveSubmitted } from './masking';

/** The credentials forms: what they show (secrets masked) and what saving them does. */
export interface SettingsService {
  apiCredentials(): Promise<MaskedApiCredentials>;
  /** Throws `StaleMaskError` for a masked value that no longer matches the saved key. */
  saveApiCredentials(input: ApiCredentials): Promise<MaskedApiCredentials>;
  wordPressCredentials(): Promise<MaskedWordPressCredentials>;
  /** Also throws `SecretMovedError` for the password's mask sent with a site on another origin. */
  saveWordPressCredentials(input: WordPressCredentials): Promise<MaskedWordPressCredentials>;
}

const maskApi = (saved: ApiCredentials | undefined): MaskedApiCredentials => ({
  geminiApiKey: maskSecret(saved?.geminiApiKey),
  openaiApiKey: maskSecret(saved?.openaiApiKey),
  cloudVisionApiKey: maskSecret(saved?.cloudVisionApiKey),
});

const maskWordPress = (saved: WordPressCredentials | undefined): MaskedWordPressCredentials => ({
  wpSiteUrl: saved?.wpSiteUrl ?? '',
  wpUsername: saved?.wpUsername ?? '',
  wpAppPassword: maskSecret(saved?.wpAppPassword),
});

export function createSettingsService(deps: {
  secrets: SecretStore;
  status: ApiStatusService;
}): SettingsService {
  const store = createCredentialsStore(deps.secrets);

  /** Saved credentials change what the status bar shows: check again now, so its next poll is current. */
  const refreshStatus = async () => {
    try {
      await deps.status.refresh();
    } catch (error) {
      // The save itself succeeded; the next status request checks again.
      logger.warn('Could not refresh the API status after saving credentials', { error });
    }
  };

  return {
    apiCredentials: async () => maskApi(await store.apiCredentials()),

    async saveApiCredentials(input) {
      const saved = await store.apiCredentials();
      const credentials: ApiCredentials = {
        geminiApiKey: resolveSubmitted('geminiApiKey', input.geminiApiKey, saved?.geminiApiKey),
        openaiApiKey: resolveSubmitted('openaiApiKey', input.openaiApiKey, saved?.openaiApiKey),
        cloudVisionApiKey: resolveSubmitted(
          'cloudVisionApiKey',
          input.cloudVisionApiKey,
          saved?.cloudVisionApiKey,
        ),
      };
      await store.saveApiCredentials(credentials);
      await refreshStatus();
      return maskApi(credentials);
    },

    wordPressCredentials: async () => maskWordPress(await store.wordPressCredentials()),

    async saveWordPressCredentials(input) {
      const saved = await store.wordPressCredentials();
      const credentials: WordPressCredentials = {
        ...input,
        wpAppPassword: resolveSubmitted('wpAppPassword', input.wpAppPassword, saved?.wpAppPassword, {
          // The password goes to the site's origin as Basic auth: another path there is the same site.
          saved: saved && originOf(saved.wpSiteUrl),
          submitted: originOf(input.wpSiteUrl),
          message: 'Enter the password again for the new site',
        }),
      };
      await store.saveWordPressCredentials(credentials);
      await refreshStatus();
      return maskWordPress(credentials);
    },
  };
}

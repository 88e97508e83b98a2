import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type {
  ApiCredentials,
  MaskedApiCredentials,
  MaskedWordPressCredentials,
  WordPressCredentials,
} from '#shared/schemas/settings';
import { logger } from '../../lib/logger';
import type { SecretStore } from '../../ports/secrets';
import type { SiteUrlPolicy } from '../../ports/sites';
import { createSiteCredentials } from '../sites/site-credentials';
import { resolveSiteCredentials } from '../sites/site-password';
import type { ApiStatusService } from './api-status-service';
import { createCredentialsStore } from './credentials-store';
import { maskSecret, resolveSubmitted } from './masking';

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
  /** The site whose credentials the WordPress form shows and saves: the default site (the primary one). */
  wordpressSite?: () => Promise<string>;
  /** Which site addresses may be saved (`wordPressSiteUrlPolicy` in production: https on AWS). */
  siteUrlRefusal: SiteUrlPolicy;
}): SettingsService {
  const store = createCredentialsStore(deps.secrets);
  const sites = createSiteCredentials(deps.secrets);
  const wordpressSite = deps.wordpressSite ?? (async () => PRIMARY_SITE_ID);

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

    wordPressCredentials: async () => maskWordPress(await sites.read(await wordpressSite())),

    async saveWordPressCredentials(input) {
      const siteId = await wordpressSite();
      const saved = await sites.read(siteId);
      const credentials = resolveSiteCredentials(input, saved, deps.siteUrlRefusal);
      await sites.save(siteId, credentials);
      await refreshStatus();
      return maskWordPress(credentials);
    },
  };
}

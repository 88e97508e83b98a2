import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import { type WordPressCredentials, wordPressCredentialsSchema } from '#shared/schemas/settings';
import * as z from '#shared/validation/zod';
import type { SecretStore } from '../../ports/secrets';
import { createCredentialsStore, readJsonSecret } from '../settings/credentials-store';
import { SECRET_NAMES } from '../settings/secret-names';

const otherSitesSchema = z.record(z.string(), wordPressCredentialsSchema);

/**
 * Where each site's URL, user name and application password are kept: the primary site's in the secret
 * the WordPress Settings form always used (`wordpress-credentials`), every other site's in one secret
 * holding them by site id (`wordpress-sites`). Secrets Manager has no conditional write, so two sites
 * saved in the same instant could race on the second secret; sites are edited by hand, one at a time.
 */
export function createSiteCredentials(secrets: SecretStore) {
  const primary = createCredentialsStore(secrets);
  const others = async () =>
    (await readJsonSecret(secrets, SECRET_NAMES.wordpressSites, otherSitesSchema)) ?? {};
  const saveOthers = (all: Record<string, WordPressCredentials>) =>
    secrets.put(SECRET_NAMES.wordpressSites, JSON.stringify(all));

  return {
    /** Every site's saved credentials by id (the primary's under its id when saved). */
    async all(): Promise<Record<string, WordPressCredentials>> {
      const [main, rest] = await Promise.all([primary.wordPressCredentials(), others()]);
      return main ? { ...rest, [PRIMARY_SITE_ID]: main } : rest;
    },

    async read(siteId: string): Promise<WordPressCredentials | undefined> {
      if (siteId === PRIMARY_SITE_ID) return primary.wordPressCredentials();
      return (await others())[siteId];
    },

    async save(siteId: string, credentials: WordPressCredentials): Promise<void> {
      if (siteId === PRIMARY_SITE_ID) return primary.saveWordPressCredentials(credentials);
      await saveOthers({ ...(await others()), [siteId]: credentials });
    },

    async remove(siteId: string): Promise<void> {
      const { [siteId]: _gone, ...rest } = await others();
      await saveOthers(rest);
    },
  };
}

export type SiteCredentials = ReturnType<typeof createSiteCredentials>;

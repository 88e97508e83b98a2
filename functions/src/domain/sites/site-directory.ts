import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { Clock } from '../../ports/clock';
import type { SiteToCheck, WordPressSiteCredentials } from '../../ports/credentials';
import type { SecretStore } from '../../ports/secrets';
import type { SiteRecord, SiteStore } from '../../ports/sites';
import { createSiteCredentials, type SiteCredentials } from './site-credentials';
import { primaryRecord } from './site-view';

/** Where a keyword's article goes: the site's credentials and its settings (category, cadence, zone). */
export interface PublishingTarget {
  siteId: string;
  credentials: WordPressSiteCredentials | undefined;
  settings: SiteRecord;
}

/**
 * Reads sites as the pipeline and the status checks use them. The primary site without saved credentials
 * is, locally, the sandbox's site (as the WordPress credentials always were); a keyword stored before
 * sites existed has no site id and belongs to the primary site, where it was published.
 */
export function createSiteDirectory(deps: {
  store: SiteStore;
  credentials: SiteCredentials;
  sandboxWordPress?: { siteUrl: string; username: string; appPassword: string };
  now: () => string;
}) {
  async function credentialsOf(siteId: string): Promise<WordPressSiteCredentials | undefined> {
    const saved = await deps.credentials.read(siteId);
    if (saved) {
      const { wpSiteUrl: siteUrl, wpUsername: username, wpAppPassword: appPassword } = saved;
      return { siteUrl, username, appPassword, sandbox: false };
    }
    if (siteId === PRIMARY_SITE_ID && deps.sandboxWordPress)
      return { ...deps.sandboxWordPress, sandbox: true };
    return undefined;
  }

  return {
    credentialsOf,

    /** The default site's id: the pointer, or the primary site when nobody chose another. */
    defaultId: async () => (await deps.store.defaultId()) ?? PRIMARY_SITE_ID,

    /** Whether a site has this id (the primary site always exists). */
    exists: async (siteId: string) =>
      siteId === PRIMARY_SITE_ID || (await deps.store.findById(siteId)) !== undefined,

    /** Every site, the primary first, with its credentials: what the WordPress status tile checks. */
    async statusTargets(): Promise<SiteToCheck[]> {
      const { sites } = await deps.store.list();
      const primary =
        sites.find((site) => site.id === PRIMARY_SITE_ID) ??
        primaryRecord(await deps.credentials.read(PRIMARY_SITE_ID), deps.now());
      const records = [primary, ...sites.filter((site) => site.id !== PRIMARY_SITE_ID)];
      return Promise.all(
        records.map(async ({ id, name }) => ({ id, name, credentials: await credentialsOf(id) })),
      );
    },

    /** Undefined for a site id no site has (deleted since the keyword was added). */
    async target(siteId: string | undefined): Promise<PublishingTarget | undefined> {
      const id = siteId ?? PRIMARY_SITE_ID;
      const [record, credentials] = await Promise.all([deps.store.findById(id), credentialsOf(id)]);
      if (record) return { siteId: id, credentials, settings: record };
      if (id !== PRIMARY_SITE_ID) return undefined;
      const saved = await deps.credentials.read(id);
      return { siteId: id, credentials, settings: primaryRecord(saved, deps.now()) };
    },
  };
}

export type SiteDirectory = ReturnType<typeof createSiteDirectory>;

/** The directory on a store and the secrets, for the pipeline (which needs nothing else of the sites). */
export function createSiteDirectoryOn(deps: {
  store: SiteStore;
  secrets: SecretStore;
  sandbox?: { wordpress: { siteUrl: string; username: string; appPassword: string } };
  clock: Clock;
}) {
  const credentials = createSiteCredentials(deps.secrets);
  const directory = createSiteDirectory({
    store: deps.store,
    credentials,
    sandboxWordPress: deps.sandbox?.wordpress,
    now: () => new Date(deps.clock.now()).toISOString(),
  });
  return { credentials, directory };
}

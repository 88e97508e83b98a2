import { randomUUID } from 'node:crypto';
import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { WordPressCredentials } from '#shared/schemas/settings';
import type { NewSite, Site, SiteChanges } from '#shared/schemas/sites';
import type { Clock } from '../../ports/clock';
import type { SiteRecord, SiteStore, SiteUrlPolicy } from '../../ports/sites';
import type { UpstreamProbe } from '../../ports/upstream-probe';
import { conflict, invalid, notFound } from '../domain-error';
import { maskSecret } from '../settings/masking';
import type { SiteCredentials } from './site-credentials';
import type { SiteDirectory } from './site-directory';
import { resolveSiteCredentials } from './site-password';
import { testSite } from './site-probe';
import { primaryRecord, siteView } from './site-view';

const siteNotFound = (id: string) => notFound(`Site not found: ${id}`);

/** How many keywords wait for or are in processing for a site (they would publish to it). */
export type QueuedKeywords = (siteId: string) => Promise<number>;

const SETTINGS_FIELDS = [
  'name',
  'defaultCategory',
  'metaPageId',
  'metaPixelId',
  'utmSource',
  'timeZone',
  'cadence',
  'launchOnGoLive',
] as const;

/** Applies a PATCH's settings: a value replaces, `null` clears, absent keeps. */
function applySettings(record: SiteRecord, changes: SiteChanges, now: string): SiteRecord {
  const next: Record<string, unknown> = { ...record, updatedAt: now };
  for (const field of SETTINGS_FIELDS) {
    const value = changes[field];
    if (value === null) delete next[field];
    else if (value !== undefined) next[field] = value;
  }
  return next as unknown as SiteRecord;
}

/** `/api/sites`: the WordPress sites, their credentials (masked), settings and the default. */
export function createSiteService(deps: {
  store: SiteStore;
  credentials: SiteCredentials;
  directory: SiteDirectory;
  clock: Clock;
  /** Sends the site test's requests (`probeUpstream` in production). */
  probe: UpstreamProbe;
  /** Which site addresses may be saved (`wordPressSiteUrlPolicy` in production: https on AWS). */
  siteUrlRefusal: SiteUrlPolicy;
  queuedKeywords?: QueuedKeywords;
}) {
  const { store, credentials } = deps;
  const now = () => new Date(deps.clock.now()).toISOString();

  async function recordOf(id: string): Promise<SiteRecord | undefined> {
    const record = await store.findById(id);
    if (record || id !== PRIMARY_SITE_ID) return record;
    return primaryRecord(await credentials.read(id), now());
  }

  async function get(id: string): Promise<Site> {
    const [record, saved, defaultId] = await Promise.all([
      recordOf(id),
      credentials.read(id),
      deps.directory.defaultId(),
    ]);
    if (!record) throw siteNotFound(id);
    return siteView(record, saved, defaultId);
  }

  /** Saves the record over the one read; someone else's save in between is a conflict to reload. */
  async function saveRecord(previous: SiteRecord, next: SiteRecord) {
    const stored = await store.findById(previous.id);
    if (!stored && previous.id === PRIMARY_SITE_ID) return store.put(next);
    if (!stored || !(await store.replace(stored, next))) {
      throw conflict('The site was changed or deleted meanwhile; reload and try again');
    }
  }

  async function makeDefault(id: string) {
    const current = await store.defaultId();
    if ((current ?? PRIMARY_SITE_ID) === id) return;
    if (!(await store.pointDefault(id, current))) {
      throw conflict('The default site was changed meanwhile; reload and try again');
    }
  }

  return {
    get,

    /** The default site's id (the WordPress Settings form's site). */
    defaultId: deps.directory.defaultId,

    /** Every site with its credentials, for the WordPress status tile. */
    statusTargets: deps.directory.statusTargets,

    /** Whether a site has this id. */
    exists: deps.directory.exists,

    async list(): Promise<Site[]> {
      const [{ sites, defaultId }, saved] = await Promise.all([store.list(), credentials.all()]);
      const primary =
        sites.find((site) => site.id === PRIMARY_SITE_ID) ?? primaryRecord(saved[PRIMARY_SITE_ID], now());
      const others = sites.filter((site) => site.id !== PRIMARY_SITE_ID);
      return [primary, ...others].map((record) =>
        siteView(record, saved[record.id], defaultId ?? PRIMARY_SITE_ID),
      );
    },

    async create(input: NewSite): Promise<Site> {
      const { wpSiteUrl, wpUsername, wpAppPassword, ...settings } = input;
      const id = randomUUID();
      const site = resolveSiteCredentials(
        { wpSiteUrl, wpUsername, wpAppPassword },
        undefined,
        deps.siteUrlRefusal,
      );
      const at = now();
      await credentials.save(id, site);
      await store.create({ ...settings, id, createdAt: at, updatedAt: at });
      return get(id);
    },

    async update(id: string, changes: SiteChanges): Promise<Site> {
      const [record, saved] = await Promise.all([recordOf(id), credentials.read(id)]);
      if (!record) throw siteNotFound(id);
      const { wpSiteUrl, wpUsername, wpAppPassword } = changes;
      if (wpSiteUrl !== undefined || wpUsername !== undefined || wpAppPassword !== undefined) {
        const merged = {
          wpSiteUrl: wpSiteUrl ?? saved?.wpSiteUrl,
          wpUsername: wpUsername ?? saved?.wpUsername,
          wpAppPassword: wpAppPassword ?? maskSecret(saved?.wpAppPassword),
        };
        if (!merged.wpSiteUrl || !merged.wpUsername || !merged.wpAppPassword) {
          throw invalid("Enter the site's URL, user name and application password");
        }
        const resolved = resolveSiteCredentials(merged as WordPressCredentials, saved, deps.siteUrlRefusal);
        await credentials.save(id, resolved);
      }
      // Only a change of settings writes the record: the primary site keeps its name from its URL until renamed.
      if (SETTINGS_FIELDS.some((field) => changes[field] !== undefined)) {
        await saveRecord(record, applySettings(record, changes, now()));
      }
      if (changes.isDefault) await makeDefault(id);
      return get(id);
    },

    async remove(id: string): Promise<void> {
      if (id === PRIMARY_SITE_ID) {
        throw conflict('The main site holds the WordPress Settings credentials and cannot be deleted');
      }
      const record = await store.findById(id);
      if (!record) throw siteNotFound(id);
      if ((await deps.directory.defaultId()) === id) {
        throw conflict('This is the default site: make another site the default first');
      }
      const queued = (await deps.queuedKeywords?.(id)) ?? 0;
      if (queued > 0) {
        const what = queued === 1 ? '1 keyword is' : `${queued} keywords are`;
        throw conflict(`${what} queued for this site: delete them or let them finish first`);
      }
      await store.delete(id);
      await credentials.remove(id);
    },

    async test(id: string) {
      if (!(await recordOf(id))) throw siteNotFound(id);
      const site = await deps.directory.credentialsOf(id);
      if (!site)
        return { connected: false, message: 'No credentials are saved for this site', categories: [] };
      return testSite(site, deps.probe);
    },
  };
}

export type SiteService = ReturnType<typeof createSiteService>;

import type { Site } from '#shared/schemas/sites';

/** What a site record stores: everything but its credentials (secrets) and whether it is the default. */
export interface SiteRecord
  extends Omit<Site, 'wpSiteUrl' | 'wpUsername' | 'wpAppPassword' | 'isDefault' | 'configured'> {
  createdAt: string;
  updatedAt: string;
}

/**
 * Whether a WordPress site's address may be saved where this runs: undefined when it may, else why not,
 * said for the form's URL field. Asked before any site's credentials are stored.
 */
export type SiteUrlPolicy = (siteUrl: string) => string | undefined;

/**
 * The site records and the pointer to the default site. The primary site may have no record (it was the
 * only site before sites existed): it is then named after its URL. The pointer absent means the primary.
 */
export interface SiteStore {
  /** Every record, oldest first, and the default pointer as stored. */
  list(): Promise<{ sites: SiteRecord[]; defaultId: string | undefined }>;
  findById(id: string): Promise<SiteRecord | undefined>;
  defaultId(): Promise<string | undefined>;
  create(site: SiteRecord): Promise<void>;
  /** Replaces the record unless it changed since `previous` was read; false then. */
  replace(previous: SiteRecord, next: SiteRecord): Promise<boolean>;
  /** Writes the record whatever was there (the primary site's first record). */
  put(site: SiteRecord): Promise<void>;
  delete(id: string): Promise<boolean>;
  /** Points the default at `id` if the pointer still is `expected`; false otherwise. */
  pointDefault(id: string, expected: string | undefined): Promise<boolean>;
}

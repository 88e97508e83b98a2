import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { WordPressCredentials } from '#shared/schemas/settings';
import type { Site } from '#shared/schemas/sites';
import type { SiteRecord } from '../../ports/sites';
import { maskSecret } from '../settings/masking';

/** The name a site without a record of its own goes by: its host, or what it was before sites existed. */
export function nameFromUrl(url: string | undefined): string {
  return url && URL.canParse(url) ? new URL(url).host : 'Main site';
}

/** The primary site's settings before anyone edited them (it predates site records). */
export function primaryRecord(credentials: WordPressCredentials | undefined, now: string): SiteRecord {
  return {
    id: PRIMARY_SITE_ID,
    name: nameFromUrl(credentials?.wpSiteUrl),
    timeZone: 'UTC',
    createdAt: now,
    updatedAt: now,
  };
}

/** A site as the API shows it: its record, its credentials with the password masked, default or not. */
export function siteView(
  record: SiteRecord,
  credentials: WordPressCredentials | undefined,
  defaultId: string,
): Site {
  const { createdAt: _c, updatedAt: _u, ...settings } = record;
  return {
    ...settings,
    wpSiteUrl: credentials?.wpSiteUrl ?? '',
    wpUsername: credentials?.wpUsername ?? '',
    wpAppPassword: maskSecret(credentials?.wpAppPassword),
    isDefault: record.id === defaultId,
    configured: credentials !== undefined,
  };
}

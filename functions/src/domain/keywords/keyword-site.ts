import { invalid } from '../domain-error';

/** What adding keywords needs to know of the sites. */
export interface KeywordSites {
  defaultId(): Promise<string>;
  exists(siteId: string): Promise<boolean>;
}

/**
 * The site a batch is written for: the one it names, which must exist, or the default site (so the
 * payload without a site id works as it always did). Without sites wired, none is recorded.
 */
export async function batchSite(
  sites: KeywordSites | undefined,
  siteId: string | undefined,
): Promise<string | undefined> {
  if (!sites) return siteId;
  if (siteId === undefined) return sites.defaultId();
  if (!(await sites.exists(siteId))) throw invalid(`Site not found: ${siteId}`);
  return siteId;
}

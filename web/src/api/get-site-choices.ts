import { queryOptions, useQuery } from '@tanstack/react-query';
import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { SiteChoices } from '#shared/schemas/sites';
import { queryKeys } from '../lib/query-keys';

/** `GET /api/sites/choices`: every site's id and name, for the Site select and filter (any role). */
export function siteChoicesQueryOptions() {
  return queryOptions<SiteChoices, Error, SiteChoices['sites']>({
    queryKey: queryKeys.sites.choices(),
    select: (answer) => answer.sites,
  });
}

export function useSiteChoices() {
  return useQuery(siteChoicesQueryOptions());
}

/** A keyword's site among the choices (a keyword from before sites existed is the primary site's). */
export function siteOf(choices: SiteChoices['sites'] | undefined, siteId: string | undefined) {
  const id = siteId ?? PRIMARY_SITE_ID;
  return choices?.find((site) => site.id === id);
}

/** A site's name from the choices, or its id while they load (or for a site deleted since). */
export function siteName(choices: SiteChoices['sites'] | undefined, siteId: string | undefined) {
  return siteOf(choices, siteId)?.name ?? siteId ?? PRIMARY_SITE_ID;
}

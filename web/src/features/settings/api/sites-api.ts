import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { NewSite, Site, SiteChanges, SiteTestResult } from '#shared/schemas/sites';
import { apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

/** `GET /api/sites`: every site, passwords masked (system_settings). */
export function sitesQueryOptions() {
  return queryOptions<{ sites: Site[] }, Error, Site[]>({
    queryKey: queryKeys.sites.all(),
    select: (answer) => answer.sites,
  });
}

export function useSites() {
  return useQuery(sitesQueryOptions());
}

type SiteCall =
  | { kind: 'create'; input: NewSite }
  | { kind: 'update'; id: string; changes: SiteChanges }
  | { kind: 'delete'; id: string };

const FAILURE: Record<SiteCall['kind'], string> = {
  create: 'Failed to add the site',
  update: 'Failed to save the site',
  delete: 'Failed to delete the site',
};

/**
 * Adds, changes or deletes a site. The lists of sites, their names and the WordPress Settings form (the
 * default site's credentials) are read again after any of them.
 */
export function useSiteChange() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (call: SiteCall) => {
      if (call.kind === 'create') await apiRequest('POST', '/api/sites', call.input);
      if (call.kind === 'update')
        await apiRequest('PATCH', `/api/sites/${encodeURIComponent(call.id)}`, call.changes);
      if (call.kind === 'delete') await apiRequest('DELETE', `/api/sites/${encodeURIComponent(call.id)}`);
    },
    onSuccess: () =>
      Promise.all(
        [queryKeys.sites.all(), queryKeys.sites.choices(), queryKeys.wordPressCredentials()].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    onError: (error, call) =>
      toast({ title: FAILURE[call.kind], description: apiErrorMessage(error), variant: 'destructive' }),
  });
}

/**
 * A saved site's WordPress categories, for its default category select: read by the site's test (which is
 * what asks WordPress for them); none for a new site or while WordPress does not answer.
 */
export function useSiteCategories(siteId: string | undefined) {
  return useQuery({
    queryKey: queryKeys.sites.categories(siteId ?? ''),
    queryFn: async (): Promise<SiteTestResult['categories']> => {
      const answer = (await (
        await apiRequest('POST', `/api/sites/${encodeURIComponent(siteId ?? '')}/test`)
      ).json()) as SiteTestResult;
      return answer.categories;
    },
    enabled: siteId !== undefined,
    staleTime: 60_000,
  });
}

const categories = (count: number) => (count === 1 ? '1 category' : `${count} categories`);

/** `POST /api/sites/{id}/test`: its answer is shown in a toast. */
export function useTestSite() {
  return useMutation({
    mutationFn: async (site: Site): Promise<SiteTestResult> =>
      (await apiRequest('POST', `/api/sites/${encodeURIComponent(site.id)}/test`)).json(),
    onSuccess: (result, site) =>
      toast(
        result.connected
          ? {
              title: `${site.name} is connected`,
              description: `Time zone ${result.timeZone ?? 'unknown'}; ${categories(result.categories.length)}.`,
            }
          : {
              title: `${site.name} is not connected`,
              description: result.message ?? '',
              variant: 'destructive',
            },
      ),
    onError: (error) =>
      toast({
        title: 'Failed to test the site',
        description: apiErrorMessage(error),
        variant: 'destructive',
      }),
  });
}

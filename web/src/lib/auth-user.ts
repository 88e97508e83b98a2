import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AuthUser } from '#shared/schemas/auth';
import { getQueryFn } from './api-client';
import { queryKeys } from './query-keys';

/** The signed-in user; `null` means "not signed in" (a 401), so route guards can redirect instead of failing. */
export function authUserQueryOptions() {
  return queryOptions({
    queryKey: queryKeys.authUser(),
    queryFn: getQueryFn<AuthUser>({ on401: 'returnNull' }),
  });
}

export function useAuthUser() {
  return useQuery(authUserQueryOptions());
}

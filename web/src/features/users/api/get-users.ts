import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '#shared/schemas/users';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/users`: every user, newest first. */
export function usersQueryOptions() {
  return queryOptions<UsersResponse>({ queryKey: queryKeys.users() });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { UsersResponse } from '#shared/schemas/users';

/** `GET /api/users`: every user, newest first. */
export function usersQueryOptions() {
  return queryOptions<UsersResponse>({ queryKey: ['/api/users'] });
}

export function useUsers() {
  return useQuery(usersQueryOptions());
}

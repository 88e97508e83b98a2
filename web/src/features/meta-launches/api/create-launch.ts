import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '#shared/http/idempotency-key';
import type { LaunchCreate, launchCreatedSchema } from '#shared/schemas/meta-launches';
import type { z } from '#shared/validation/zod';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';

type LaunchCreated = z.infer<typeof launchCreatedSchema>;

/** One launch: its body, and the idempotency key its preview was given. */
export interface LaunchSubmission {
  body: LaunchCreate;
  key: string;
}

/**
 * `POST /api/meta/launches` with the key in the `Idempotency-Key` header: a second click, or a retry after
 * a lost answer, gets the same launch rather than a second one.
 */
export async function createLaunch({ body, key }: LaunchSubmission): Promise<LaunchCreated> {
  return (await apiRequest('POST', '/api/meta/launches', body, idempotencyKeyHeader(key))).json();
}

/**
 * Whether a failed launch request is over, so the next one needs a new key: the server refused it (a 4xx:
 * a row that fails a check, a body changed under the key). Not while the first request with the key still
 * runs (409), nor after a server failure or no answer, where the same key finds out what became of it.
 */
export function launchRefused(error: Error): boolean {
  return error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 409;
}

/** The screen shows a refusal itself, and goes to the launch once it is accepted. */
export function useCreateLaunch() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createLaunch,
    onSuccess: async (_, { body }) => {
      const count = body.keywordIds.length - (body.exclude?.length ?? 0);
      toast({
        title: 'Launch started',
        description: `Creating ${count} campaign${count === 1 ? '' : 's'} in Meta.`,
      });
      await queryClient.invalidateQueries({ queryKey: queryKeys.launches.all() });
    },
  });
}

import { queryOptions, useQuery } from '@tanstack/react-query';
import type { ProcessingStatus } from '#shared/schemas/processing';
import { PROCESSING_POLL_MS } from '../../../config/ui';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `GET /api/processing/status`, polled every 2 s until the runs are complete. `session` is one opening of
 * the dialog: each opening starts from "no data yet" instead of showing the previous run's answer.
 */
export function processingStatusQueryOptions(session: number) {
  return queryOptions<ProcessingStatus>({
    queryKey: queryKeys.processingStatus(session),
    refetchInterval: (query) => (query.state.data?.isComplete ? false : PROCESSING_POLL_MS),
    gcTime: 0,
  });
}

/** Polls while `enabled` (the dialog is open and polling was not stopped). */
export function useProcessingStatus(session: number, enabled: boolean) {
  return useQuery({ ...processingStatusQueryOptions(session), enabled });
}

import { keepPreviousData, useQuery } from '@tanstack/react-query';
import {
  type ProcessingEstimate,
  type ProcessingEstimateRequest,
  processingEstimateRequestSchema,
} from '#shared/schemas/ai-budget';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/**
 * `POST /api/processing/estimate`: what the run `request` would start would cost, and what the AI budget
 * leaves after it (nothing is written). Asked only for a request the server would accept, so a form still
 * being filled in never shows a refusal (`isEnabled` false: nothing to show); while a changed request is
 * asked, the last estimate stays shown.
 */
export function useProcessingEstimate(request: ProcessingEstimateRequest | undefined) {
  const asked = request && processingEstimateRequestSchema.safeParse(request).success ? request : undefined;
  return useQuery({
    // Without a request to ask about, the family's own key, which never holds an answer.
    queryKey: asked ? queryKeys.processingEstimate.of(asked) : queryKeys.processingEstimate.all(),
    queryFn: async (): Promise<ProcessingEstimate> =>
      (await apiRequest('POST', '/api/processing/estimate', asked)).json(),
    enabled: asked !== undefined,
    placeholderData: keepPreviousData,
    // Spend moves while other runs go on: a dialog opened again asks afresh rather than show an old figure.
    staleTime: 0,
  });
}

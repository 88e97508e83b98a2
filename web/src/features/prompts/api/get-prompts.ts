import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptCategory } from '#shared/product/prompt-categories';
import type { PromptsResponse } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';

/** `GET /api/prompts?category=`: all prompts, or one category's. */
export function promptsQueryOptions(category?: PromptCategory) {
  return queryOptions({
    queryKey: queryKeys.prompts.list(category),
    queryFn: async (): Promise<PromptsResponse> => {
      const query = category ? `?${new URLSearchParams({ category })}` : '';
      return (await apiRequest('GET', `/api/prompts${query}`)).json();
    },
  });
}

export function usePrompts(category?: PromptCategory) {
  return useQuery(promptsQueryOptions(category));
}

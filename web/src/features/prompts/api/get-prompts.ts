import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PromptCategory } from '#shared/prompt-categories';
import type { PromptsResponse } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';

/** The key every prompt list shares; changes invalidate it, and with it each category's list. */
export const PROMPTS_QUERY_KEY = ['/api/prompts'] as const;

/** `GET /api/prompts?category=`: all prompts, or one category's. */
export function promptsQueryOptions(category?: PromptCategory) {
  return queryOptions({
    queryKey: [...PROMPTS_QUERY_KEY, category ?? 'all'],
    queryFn: async (): Promise<PromptsResponse> => {
      const query = category ? `?${new URLSearchParams({ category })}` : '';
      return (await apiRequest('GET', `/api/prompts${query}`)).json();
    },
  });
}

export function usePrompts(category?: PromptCategory) {
  return useQuery(promptsQueryOptions(category));
}

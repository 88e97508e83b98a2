import type { NewPrompt, Prompt } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';
import { usePromptMutation } from './prompt-mutation';

/** `POST /api/prompts`. */
export async function createPrompt(input: NewPrompt): Promise<Prompt> {
  return (await apiRequest('POST', '/api/prompts', input)).json();
}

export function useCreatePrompt() {
  return usePromptMutation({
    mutationFn: createPrompt,
    success: (prompt) => ({ title: 'Prompt created', description: `"${prompt.name}" has been added.` }),
    failure: 'Failed to create the prompt. Please try again.',
  });
}

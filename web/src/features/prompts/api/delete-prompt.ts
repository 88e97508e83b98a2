import type { Prompt } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';
import { usePromptMutation } from './prompt-mutation';

/** `DELETE /api/prompts/{id}` (204). */
export async function deletePrompt(prompt: Prompt): Promise<Prompt> {
  await apiRequest('DELETE', `/api/prompts/${encodeURIComponent(prompt.id)}`);
  return prompt;
}

export function useDeletePrompt() {
  return usePromptMutation({
    mutationFn: deletePrompt,
    success: (prompt) => ({ title: 'Prompt deleted', description: `"${prompt.name}" has been deleted.` }),
    failure: 'Failed to delete the prompt. Please try again.',
  });
}

import type { Prompt, PromptChanges } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';
import { usePromptMutation } from './prompt-mutation';

/** `PATCH /api/prompts/{id}`. */
export async function updatePrompt({ id, changes }: { id: string; changes: PromptChanges }): Promise<Prompt> {
  return (await apiRequest('PATCH', `/api/prompts/${encodeURIComponent(id)}`, changes)).json();
}

export function useUpdatePrompt() {
  return usePromptMutation({
    mutationFn: updatePrompt,
    success: (prompt) => ({ title: 'Prompt updated', description: `"${prompt.name}" has been saved.` }),
    failure: 'Failed to update the prompt. Please try again.',
  });
}

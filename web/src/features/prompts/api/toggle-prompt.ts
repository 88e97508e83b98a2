import type { Prompt } from '#shared/schemas/prompts';
import { apiRequest } from '../../../lib/api-client';
import { usePromptMutation } from './prompt-mutation';

/** `POST /api/prompts/{id}/toggle`: activates an inactive prompt, deactivates an active one. */
export async function togglePrompt(id: string): Promise<Prompt> {
  return (await apiRequest('POST', `/api/prompts/${encodeURIComponent(id)}/toggle`)).json();
}

export function useTogglePrompt() {
  return usePromptMutation({
    mutationFn: togglePrompt,
    success: (prompt) =>
      prompt.isActive
        ? { title: 'Prompt activated', description: `"${prompt.name}" is now used for generation.` }
        : { title: 'Prompt deactivated', description: `"${prompt.name}" is no longer used for generation.` },
    failure: 'Failed to update prompt status. Please try again.',
  });
}

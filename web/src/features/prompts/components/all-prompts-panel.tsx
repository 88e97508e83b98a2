import type { Prompt } from '#shared/schemas/prompts';
import { usePrompts } from '../api/get-prompts';
import { PromptListState } from './prompt-list-state';
import { PromptsTable } from './prompts-table';

interface AllPromptsPanelProps {
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => void;
}

/** The All Prompts tab. */
export function AllPromptsPanel({ onEdit, onDelete }: AllPromptsPanelProps) {
  const { data, error, isPending, refetch } = usePrompts();
  return (
    <PromptListState
      isPending={isPending}
      error={error}
      empty={data?.prompts.length === 0}
      onRetry={() => void refetch()}
      emptyText="No prompts yet. Add one to get started."
    >
      <PromptsTable prompts={data?.prompts ?? []} onEdit={onEdit} onDelete={onDelete} />
    </PromptListState>
  );
}

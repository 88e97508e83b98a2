import { Box } from '@mui/material';
import type { PromptCategory } from '#shared/product/prompt-categories';
import type { Prompt } from '#shared/schemas/prompts';
import { usePrompts } from '../api/get-prompts';
import { useTogglePrompt } from '../api/toggle-prompt';
import { PROMPT_CATEGORY_LABELS } from '../prompt-category-labels';
import { PromptCard } from './prompt-card';
import { PromptListState } from './prompt-list-state';

interface CategoryPromptsPanelProps {
  category: PromptCategory;
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => void;
}

/** A category tab: one card per prompt of the category. */
export function CategoryPromptsPanel({ category, onEdit, onDelete }: CategoryPromptsPanelProps) {
  const { data, error, isPending, refetch } = usePrompts(category);
  const toggle = useTogglePrompt();
  return (
    <PromptListState
      isPending={isPending}
      error={error}
      empty={data?.prompts.length === 0}
      onRetry={() => void refetch()}
      emptyText={`No ${PROMPT_CATEGORY_LABELS[category]} prompts yet.`}
    >
      <Box
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: { xs: 'minmax(0, 1fr)', lg: 'repeat(2, minmax(0, 1fr))' },
        }}
      >
        {data?.prompts.map((prompt) => (
          <PromptCard
            key={prompt.id}
            prompt={prompt}
            toggling={toggle.isPending && toggle.variables === prompt.id}
            onToggle={(target) => toggle.mutate(target.id)}
            onEdit={onEdit}
            onDelete={onDelete}
          />
        ))}
      </Box>
    </PromptListState>
  );
}

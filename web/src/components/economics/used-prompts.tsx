import { Chip, Stack, Tooltip, Typography } from '@mui/material';
import type { UsedPrompt } from '#shared/schemas/keyword-economics';

/** The prompts the pipeline used, by category; a prompt deleted since shows its id. */
export function UsedPrompts({ prompts }: { prompts: UsedPrompt[] }) {
  if (prompts.length === 0)
    return <Typography color="textSecondary">No prompts recorded for this keyword.</Typography>;
  return (
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      {prompts.map((prompt) => (
        <Tooltip key={prompt.category} title={`Prompt id ${prompt.id}`}>
          <Chip
            size="small"
            variant="outlined"
            label={`${prompt.category}: ${prompt.name ?? `deleted (${prompt.id})`}`}
          />
        </Tooltip>
      ))}
    </Stack>
  );
}

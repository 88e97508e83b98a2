import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import PauseCircleOutlinedIcon from '@mui/icons-material/PauseCircleOutlined';
import PlayCircleOutlinedIcon from '@mui/icons-material/PlayCircleOutlined';
import { Box, Button, Card, CardActions, CardContent, Typography } from '@mui/material';
import type { Prompt } from '#shared/schemas/prompts';
import { PromptStatusChip } from './prompt-status-chip';

interface PromptCardProps {
  prompt: Prompt;
  /** While this prompt's status is changing. */
  toggling: boolean;
  onToggle: (prompt: Prompt) => void;
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => void;
}

/** A prompt of a category tab: its text, and Activate/Deactivate, Edit and Delete. */
export function PromptCard({ prompt, toggling, onToggle, onEdit, onDelete }: PromptCardProps) {
  return (
    <Card component="article" aria-label={prompt.name} sx={{ display: 'flex', flexDirection: 'column' }}>
      <CardContent sx={{ flex: 1, display: 'flex', flexDirection: 'column', gap: 1.5 }}>
        <Box sx={{ display: 'flex', alignItems: 'flex-start', gap: 1 }}>
          <Typography variant="subtitle1" component="h3" sx={{ flex: 1, fontWeight: 600 }}>
            {prompt.name}
          </Typography>
          <PromptStatusChip active={prompt.isActive} />
        </Box>
        {prompt.description && (
          <Typography variant="body2" color="textSecondary">
            {prompt.description}
          </Typography>
        )}
        <Box
          component="pre"
          sx={{
            m: 0,
            p: 1.5,
            maxHeight: 240,
            overflow: 'auto',
            borderRadius: 1,
            border: 1,
            borderColor: 'divider',
            bgcolor: 'background.default',
            fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace',
            fontSize: '0.8125rem',
            lineHeight: 1.55,
            whiteSpace: 'pre-wrap',
            wordBreak: 'break-word',
          }}
        >
          {prompt.prompt}
        </Box>
      </CardContent>
      <CardActions sx={{ px: 3, pb: 2.5, pt: 0, gap: 1, flexWrap: 'wrap' }}>
        <Button
          size="small"
          variant="outlined"
          color={prompt.isActive ? 'inherit' : 'success'}
          startIcon={prompt.isActive ? <PauseCircleOutlinedIcon /> : <PlayCircleOutlinedIcon />}
          loading={toggling}
          loadingPosition="start"
          onClick={() => onToggle(prompt)}
        >
          {prompt.isActive ? 'Deactivate' : 'Activate'}
        </Button>
        <Button size="small" startIcon={<EditOutlinedIcon />} onClick={() => onEdit(prompt)}>
          Edit
        </Button>
        <Button
          size="small"
          color="error"
          startIcon={<DeleteOutlinedIcon />}
          onClick={() => onDelete(prompt)}
        >
          Delete
        </Button>
      </CardActions>
    </Card>
  );
}

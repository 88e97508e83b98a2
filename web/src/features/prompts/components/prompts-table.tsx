import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import { Box, IconButton, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { Prompt } from '#shared/schemas/prompts';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { PROMPT_CATEGORY_LABELS } from '../prompt-category-labels';
import { PromptStatusChip } from './prompt-status-chip';

interface PromptsTableProps {
  prompts: Prompt[];
  onEdit: (prompt: Prompt) => void;
  onDelete: (prompt: Prompt) => void;
}

// Phones show the name, status and actions; the category moves under the name.

/** The All Prompts tab: Name, Category, Description, Status and the edit and delete actions. */
export function PromptsTable({ prompts, onEdit, onDelete }: PromptsTableProps) {
  return (
    <OutlinedTable label="All prompts">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell sx={wideOnly}>Category</TableCell>
          <TableCell sx={wideOnly}>Description</TableCell>
          <TableCell>Status</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {prompts.map((prompt) => (
          <TableRow key={prompt.id} hover>
            <TableCell>
              <Typography variant="body2" sx={{ fontWeight: 600 }}>
                {prompt.name}
              </Typography>
              <Typography
                variant="caption"
                color="textSecondary"
                component="p"
                sx={{ display: { md: 'none' } }}
              >
                {PROMPT_CATEGORY_LABELS[prompt.category]}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...wideOnly, whiteSpace: 'nowrap' }}>
              {PROMPT_CATEGORY_LABELS[prompt.category]}
            </TableCell>
            <TableCell sx={{ ...wideOnly, maxWidth: 420 }}>
              <Typography variant="body2" color="textSecondary" noWrap title={prompt.description}>
                {prompt.description || '—'}
              </Typography>
            </TableCell>
            <TableCell>
              <PromptStatusChip active={prompt.isActive} />
            </TableCell>
            <TableCell align="right">
              <Box sx={{ display: 'inline-flex', gap: 0.5 }}>
                <IconButton size="small" aria-label={`Edit ${prompt.name}`} onClick={() => onEdit(prompt)}>
                  <EditOutlinedIcon fontSize="small" />
                </IconButton>
                <IconButton
                  size="small"
                  aria-label={`Delete ${prompt.name}`}
                  onClick={() => onDelete(prompt)}
                >
                  <DeleteOutlinedIcon fontSize="small" />
                </IconButton>
              </Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </OutlinedTable>
  );
}

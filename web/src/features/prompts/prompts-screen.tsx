import AddIcon from '@mui/icons-material/Add';
import { Box, Button, Stack, Tab, Tabs } from '@mui/material';
import { useState } from 'react';
import { PROMPT_CATEGORIES, type PromptCategory } from '#shared/product/prompt-categories';
import type { Prompt } from '#shared/schemas/prompts';
import { ConfirmDialog } from '../../components/confirm-dialog/confirm-dialog';
import { PageHeader } from '../../components/layout/page-header';
import { TabBar } from '../../components/layout/tab-bar';
import { useDeletePrompt } from './api/delete-prompt';
import { AllPromptsPanel } from './components/all-prompts-panel';
import { CategoryPromptsPanel } from './components/category-prompts-panel';
import { PromptDialog } from './components/prompt-dialog';
import { PROMPT_CATEGORY_LABELS } from './prompt-category-labels';

type PromptsTab = 'all' | PromptCategory;

/** The prompt being added (no prompt) or edited, while the dialog is open. */
type Editing = { prompt?: Prompt } | null;

/** `/prompts`: the AI prompts, all in a table or by category as cards. */
export function PromptsScreen() {
  const [tab, setTab] = useState<PromptsTab>('all');
  const [editing, setEditing] = useState<Editing>(null);
  const [deleting, setDeleting] = useState<Prompt | null>(null);
  const remove = useDeletePrompt();
  const onEdit = (prompt: Prompt) => setEditing({ prompt });
  const onDelete = (prompt: Prompt) => setDeleting(prompt);

  return (
    <Stack spacing={3}>
      <PageHeader
        title="AI Prompts"
        subtitle="The instructions the generation steps send to the AI models. Only active prompts are used."
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing({})}>
            Add New Prompt
          </Button>
        }
      />
      <TabBar>
        <Tabs
          value={tab}
          onChange={(_, next: PromptsTab) => setTab(next)}
          variant="scrollable"
          scrollButtons="auto"
          aria-label="Prompt categories"
        >
          <Tab value="all" label="All Prompts" />
          {PROMPT_CATEGORIES.map((category) => (
            <Tab key={category} value={category} label={PROMPT_CATEGORY_LABELS[category]} />
          ))}
        </Tabs>
      </TabBar>
      <Box role="tabpanel" aria-label={tab === 'all' ? 'All Prompts' : PROMPT_CATEGORY_LABELS[tab]}>
        {tab === 'all' ? (
          <AllPromptsPanel onEdit={onEdit} onDelete={onDelete} />
        ) : (
          <CategoryPromptsPanel key={tab} category={tab} onEdit={onEdit} onDelete={onDelete} />
        )}
      </Box>
      {editing && (
        <PromptDialog
          prompt={editing.prompt}
          category={tab === 'all' ? undefined : tab}
          onClose={() => setEditing(null)}
        />
      )}
      <ConfirmDialog
        open={deleting !== null}
        title="Delete Prompt"
        message="Are you sure you want to delete this prompt?"
        pending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting, { onSettled: () => setDeleting(null) })}
      />
    </Stack>
  );
}

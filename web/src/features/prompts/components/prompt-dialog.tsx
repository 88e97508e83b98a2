import type { PromptCategory } from '#shared/product/prompt-categories';
import { type Prompt, type PromptInput, promptInputSchema } from '#shared/schemas/prompts';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import { useCreatePrompt } from '../api/create-prompt';
import { useUpdatePrompt } from '../api/update-prompt';
import { PROMPT_CATEGORY_OPTIONS } from '../prompt-category-labels';

interface PromptDialogProps {
  /** The prompt to edit; none to add a new one. */
  prompt?: Prompt;
  /** A new prompt's category, e.g. the tab it was added from. */
  category?: PromptCategory;
  onClose: () => void;
}

/** Add New Prompt and Edit Prompt: name, category, description, prompt text and whether it is active. */
export function PromptDialog({ prompt, category, onClose }: PromptDialogProps) {
  const create = useCreatePrompt();
  const update = useUpdatePrompt();
  const pending = create.isPending || update.isPending;
  const defaults: PromptInput = prompt ?? {
    name: '',
    // An empty category lets the schema say 'Category is required'.
    category: category ?? ('' as PromptCategory),
    description: '',
    prompt: '',
    isActive: true,
  };

  return (
    <EditorDialog
      title={prompt ? 'Edit Prompt' : 'Add New Prompt'}
      submitLabel={prompt ? 'Save Changes' : 'Create Prompt'}
      schema={promptInputSchema}
      defaultValues={defaults}
      onSubmit={(values) =>
        prompt
          ? update.mutate({ id: prompt.id, changes: values }, { onSuccess: onClose })
          : create.mutate(values, { onSuccess: onClose })
      }
      pending={pending}
      onClose={onClose}
    >
      <FormTextField<PromptInput> name="name" label="Name" autoFocus disabled={pending} />
      <FormSelectField<PromptInput>
        name="category"
        label="Category"
        options={PROMPT_CATEGORY_OPTIONS}
        disabled={pending}
      />
      <FormTextField<PromptInput> name="description" label="Description (optional)" disabled={pending} />
      <FormTextField<PromptInput>
        name="prompt"
        label="Prompt"
        multiline
        minRows={8}
        maxRows={18}
        helperText="Variables such as {{keyword}} are filled in when the prompt is used."
        disabled={pending}
        sx={{ fontFamily: 'ui-monospace, SFMono-Regular, Menlo, monospace', fontSize: '0.8125rem' }}
      />
      <FormToggleField<PromptInput>
        variant="switch"
        name="isActive"
        label="Active (used for generation)"
        disabled={pending}
      />
    </EditorDialog>
  );
}

import type { KeywordSummary } from '#shared/schemas/keywords';
import { EditorDialog } from '../../../../components/form/editor-dialog';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateKeyword } from '../../api/update-keyword';
import {
  type EditKeywordFormInput,
  editKeywordDefaults,
  editKeywordFormSchema,
  toUpdateKeywordPayload,
} from './edit-keyword-form';

type Field = EditKeywordFormInput;

/** The generated fields an operator may correct; the tags are comma-separated lists. */
const FIELDS = [
  { name: 'title', label: 'Title' },
  { name: 'transactionalTags', label: 'Transactional Tags', helperText: 'Comma-separated' },
  { name: 'navigationalTags', label: 'Navigational Tags', helperText: 'Comma-separated' },
  { name: 'adTitle', label: 'Ad Title' },
  { name: 'adDescription', label: 'Ad Description', multiline: true, minRows: 3 },
] as const;

interface EditKeywordDialogProps {
  keyword: KeywordSummary;
  onClose: () => void;
}

/** The row's edit action: title, generated tags and ad copy; closes on success, stays open on failure. */
export function EditKeywordDialog({ keyword, onClose }: EditKeywordDialogProps) {
  const update = useUpdateKeyword();
  return (
    <EditorDialog
      title="Edit Keyword"
      formLabel={`Edit ${keyword.masterKeyword}`}
      submitLabel="Save Changes"
      schema={editKeywordFormSchema}
      defaultValues={editKeywordDefaults(keyword)}
      onSubmit={(values) =>
        update.mutate({ id: keyword.id, changes: toUpdateKeywordPayload(values) }, { onSuccess: onClose })
      }
      pending={update.isPending}
      onClose={onClose}
      maxWidth="sm"
    >
      {FIELDS.map(({ name, ...field }) => (
        <FormTextField<Field> key={name} name={name} {...field} disabled={update.isPending} />
      ))}
    </EditorDialog>
  );
}

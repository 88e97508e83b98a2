import { Typography } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { LaunchPreviewItem } from '#shared/schemas/meta-launches';
import { launchCopyOverrideSchema } from '#shared/schemas/meta-launches';
import { EditorDialog } from '../../../components/form/editor-dialog';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatCount } from '../../../lib/format';
import { COPY_FIELDS, type CopyField, type RowCopy } from '../launch-draft';

/** Each field's label and size, in the order the row shows them. */
const FIELDS: Record<CopyField, { label: string; rows?: number }> = {
  adTitle: { label: 'Headline' },
  primaryText: { label: 'Primary text', rows: 3 },
  adDescription: { label: 'Description', rows: 2 },
};

function CopyInput({ name }: { name: CopyField }) {
  const value = useWatch<RowCopy, CopyField>({ name }) ?? '';
  const { label, rows } = FIELDS[name];
  return (
    <FormTextField<RowCopy>
      name={name}
      label={label}
      multiline={rows !== undefined}
      minRows={rows}
      helperText={`${formatCount(value.trim().length)} characters`}
    />
  );
}

interface RowCopyDialogProps {
  item: LaunchPreviewItem;
  /** The copy the row launches with now (the preview's, or as last edited). */
  copy: RowCopy;
  onSave: (copy: RowCopy) => void;
  onClose: () => void;
}

/**
 * One row's headline, primary text and description, validated as the server validates an override. What
 * is saved unchanged stays the keyword's own copy.
 */
export function RowCopyDialog({ item, copy, onSave, onClose }: RowCopyDialogProps) {
  return (
    <EditorDialog
      title="Edit ad copy"
      formLabel={`Edit the ad copy of ${item.campaignName}`}
      submitLabel="Save"
      schema={launchCopyOverrideSchema}
      defaultValues={copy}
      pending={false}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={(values) => {
        onSave({ ...copy, ...values });
        onClose();
      }}
    >
      <Typography variant="body2" color="textSecondary" sx={{ overflowWrap: 'anywhere' }}>
        {item.campaignName}. The checks were made on the article's own copy; the changes apply to this
        campaign's ad only.
      </Typography>
      {COPY_FIELDS.map((field) => (
        <CopyInput key={field} name={field} />
      ))}
    </EditorDialog>
  );
}

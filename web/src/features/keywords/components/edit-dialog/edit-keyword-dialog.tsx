import { Button, Dialog, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { useId } from 'react';
import type { KeywordSummary } from '#shared/schemas/keywords';
import { Form } from '../../../../components/form/form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useUpdateKeyword } from '../../api/update-keyword';
import {
  type EditKeywordFormInput,
  editKeywordDefaults,
  editKeywordFormSchema,
  toUpdateKeywordPayload,
} from './edit-keyword-form';

interface EditKeywordDialogProps {
  keyword: KeywordSummary;
  onClose: () => void;
}

/** The row's edit action: title, generated tags and ad copy; closes on success, stays open on failure. */
export function EditKeywordDialog({ keyword, onClose }: EditKeywordDialogProps) {
  const update = useUpdateKeyword();
  const formId = useId();
  return (
    <Dialog open onClose={update.isPending ? undefined : onClose} maxWidth="sm" fullWidth>
      <DialogTitle>Edit Keyword</DialogTitle>
      <DialogContent>
        <Form
          id={formId}
          schema={editKeywordFormSchema}
          defaultValues={editKeywordDefaults(keyword)}
          onSubmit={(values) =>
            update.mutate({ id: keyword.id, changes: toUpdateKeywordPayload(values) }, { onSuccess: onClose })
          }
          aria-label={`Edit ${keyword.masterKeyword}`}
        >
          {() => (
            <Stack spacing={2.5} sx={{ pt: 1 }}>
              <FormTextField<EditKeywordFormInput> name="title" label="Title" disabled={update.isPending} />
              <FormTextField<EditKeywordFormInput>
                name="transactionalTags"
                label="Transactional Tags"
                helperText="Comma-separated"
                disabled={update.isPending}
              />
              <FormTextField<EditKeywordFormInput>
                name="navigationalTags"
                label="Navigational Tags"
                helperText="Comma-separated"
                disabled={update.isPending}
              />
              <FormTextField<EditKeywordFormInput>
                name="adTitle"
                label="Ad Title"
                disabled={update.isPending}
              />
              <FormTextField<EditKeywordFormInput>
                name="adDescription"
                label="Ad Description"
                multiline
                minRows={3}
                disabled={update.isPending}
              />
            </Stack>
          )}
        </Form>
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={update.isPending}>
          Cancel
        </Button>
        <Button type="submit" form={formId} variant="contained" loading={update.isPending}>
          {update.isPending ? 'Saving...' : 'Save Changes'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

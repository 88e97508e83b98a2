import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  FormGroup,
  Stack,
  Typography,
} from '@mui/material';
import { useId } from 'react';
import {
  MAX_KEYWORDS_PER_BATCH,
  TAG_COUNT_MAX,
  TAG_COUNT_MIN,
  VARIANTS_PER_KEYWORD,
} from '#shared/product/constants';
import {
  type AddKeywordsFormInput,
  type AddKeywordsResponse,
  addKeywordsFormSchema,
} from '#shared/schemas/keyword-input';
import { usePreferences } from '../../../../api/get-preferences';
import { Form } from '../../../../components/form/form';
import { FormTextField } from '../../../../components/form/form-text-field';
import { FormToggleField } from '../../../../components/form/form-toggle-field';
import { SiteSelectField } from '../../../../components/sites/site-select-field';
import { useAuthUser } from '../../../../lib/auth-user';
import { useAddKeywords } from '../../api/add-keywords';
import { useCanPublish } from '../../use-can-publish';
import { AddKeywordsEstimate } from './add-keywords-estimate';
import { addKeywordsDefaults, toAddKeywordsPayload } from './add-keywords-payload';
import { KeywordCollisions } from './keyword-collisions';

interface AddKeywordsDialogProps {
  open: boolean;
  onClose: () => void;
  /** After a successful add, once the dialog has closed (the dashboard opens the processing dialog). */
  onAdded: (result: AddKeywordsResponse) => void;
}

type Field = AddKeywordsFormInput;

/** Under the disabled "Publish to WordPress" of a role that may not publish. */
const PUBLISH_NOTE = 'Your role cannot publish: the articles are written, not published.';

/** "Add New Keywords": closes, refreshes the list and calls back on success; stays open on failure. */
export function AddKeywordsDialog({ open, onClose, onAdded }: AddKeywordsDialogProps) {
  const add = useAddKeywords();
  const preferences = usePreferences();
  const auth = useAuthUser();
  const mayPublish = useCanPublish();
  const formId = useId();
  const titleId = useId();
  const busy = add.isPending;
  // Saved preferences are the defaults; a failed read falls back to the contract's 4 and 3 (docs/contract.md#add-keywords-dialog). Publishing is
  // offered once the role is known.
  const ready = !preferences.isPending && !auth.isPending;
  const defaults = addKeywordsDefaults(preferences.data, mayPublish);

  return (
    <Dialog
      open={open}
      onClose={busy ? undefined : onClose}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
      slotProps={{ transition: { onExited: () => add.reset() } }}
    >
      <DialogTitle id={titleId} sx={{ pb: 0.5 }}>
        Add New Keywords
      </DialogTitle>
      <DialogContent>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2.5 }}>
          Enter keywords to process into articles, tags, and ad materials.
        </Typography>
        {!ready ? (
          <Box sx={{ display: 'flex', justifyContent: 'center', py: 6 }}>
            <CircularProgress size={28} aria-label="Loading your preferences" />
          </Box>
        ) : (
          <Form
            id={formId}
            schema={addKeywordsFormSchema}
            defaultValues={defaults}
            onSubmit={(values) =>
              add.mutate(toAddKeywordsPayload(values), {
                onSuccess: (result) => {
                  onClose();
                  onAdded(result);
                },
              })
            }
            aria-label="Add New Keywords"
          >
            {() => (
              <Stack spacing={2.5} sx={{ pt: 1 }}>
                <FormTextField<Field>
                  name="keywords"
                  label="Master Keywords"
                  placeholder={'running shoes\ntrail running shoes\nwaterproof hiking boots'}
                  helperText={`One keyword per line. Up to ${MAX_KEYWORDS_PER_BATCH} keywords per batch`}
                  multiline
                  minRows={5}
                  maxRows={12}
                  autoFocus
                  disabled={busy}
                />
                <KeywordCollisions disabled={busy} />
                <SiteSelectField<Field> name="siteId" disabled={busy} />
                <FormTextField<Field>
                  name="manualTags"
                  label="Manual Tags (optional)"
                  placeholder="summer sale, free shipping"
                  helperText="Comma-separated. These tags are included in all generated content."
                  disabled={busy}
                />
                <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
                  <FormTextField<Field>
                    name="transactionalTagsCount"
                    label="Transactional Tags Count"
                    type="number"
                    inputProps={{ min: TAG_COUNT_MIN, max: TAG_COUNT_MAX, step: 1 }}
                    disabled={busy}
                  />
                  <FormTextField<Field>
                    name="navigationalTagsCount"
                    label="Navigational Tags Count"
                    type="number"
                    inputProps={{ min: TAG_COUNT_MIN, max: TAG_COUNT_MAX, step: 1 }}
                    disabled={busy}
                  />
                </Stack>
                <FormGroup>
                  <FormToggleField<Field>
                    variant="checkbox"
                    name="generateVariants"
                    label={`Generate keyword variants (${defaults.variantsCount ?? VARIANTS_PER_KEYWORD} per keyword)`}
                    disabled={busy}
                  />
                  <FormToggleField<Field>
                    variant="checkbox"
                    name="publishToWordPress"
                    label="Publish to WordPress"
                    disabled={busy || !mayPublish}
                    note={mayPublish ? undefined : PUBLISH_NOTE}
                  />
                  <FormToggleField<Field>
                    variant="checkbox"
                    name="generateAds"
                    label="Generate Ad materials"
                    disabled={busy}
                  />
                </FormGroup>
                <AddKeywordsEstimate />
              </Stack>
            )}
          </Form>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button color="inherit" onClick={onClose} disabled={busy}>
          Cancel
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={!ready}
          loading={busy}
          loadingPosition="start"
        >
          {busy ? 'Adding...' : 'Add Keywords'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

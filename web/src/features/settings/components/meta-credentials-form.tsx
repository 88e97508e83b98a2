import { Divider, Stack } from '@mui/material';
import {
  type MaskedMetaCredentials,
  type MetaCredentialsFormInput,
  metaCredentialsFormSchema,
} from '#shared/schemas/meta-credentials';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useSaveMetaCredentials } from '../api/save-meta-credentials';
import { MetaEntryRows } from './meta-entry-rows';
import { SecretField } from './secret-field';

const EMPTY_ROW = { id: '', name: '' };

/** The form's starting values: what is saved, with one empty row where a list needs at least one. */
function formValues(saved: MaskedMetaCredentials | undefined): MetaCredentialsFormInput {
  const rows = (list: { id: string; name: string }[] | undefined) =>
    list && list.length > 0 ? list : [EMPTY_ROW];
  return {
    accessToken: saved?.accessToken ?? '',
    appId: saved?.appId ?? '',
    appSecret: saved?.appSecret ?? '',
    adAccountEntries: rows(saved?.adAccountEntries),
    pageEntries: rows(saved?.pageEntries),
    pixelEntries: saved?.pixelEntries ?? [],
  };
}

interface MetaCredentialsFormProps {
  saved: MaskedMetaCredentials | undefined;
  /** Changes with each saved answer, so the form restarts from what the server holds. */
  savedAt: number;
  onSaved: () => void;
}

/** The Meta credentials: token and app, the ad accounts (the first is the default), pages and pixels. */
export function MetaCredentialsForm({ saved, savedAt, onSaved }: MetaCredentialsFormProps) {
  const save = useSaveMetaCredentials();
  const values = formValues(saved);
  return (
    <Form
      key={savedAt}
      schema={metaCredentialsFormSchema}
      defaultValues={values}
      onSubmit={(input) => save.mutate(input, { onSuccess: onSaved })}
      aria-label="Meta credentials"
    >
      {() => (
        <Stack spacing={2.5}>
          <SecretField<MetaCredentialsFormInput>
            name="accessToken"
            label="Meta Access Token"
            savedMask={saved?.accessToken ?? ''}
            disabled={save.isPending}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2.5}>
            <FormTextField<MetaCredentialsFormInput>
              name="appId"
              label="App ID"
              inputMode="numeric"
              autoComplete="off"
              disabled={save.isPending}
            />
            <SecretField<MetaCredentialsFormInput>
              name="appSecret"
              label="App Secret"
              savedMask={saved?.appSecret ?? ''}
              disabled={save.isPending}
            />
          </Stack>
          <Divider />
          <MetaEntryRows
            name="adAccountEntries"
            title="Ad Accounts"
            singular="Ad Account"
            hint="The first one is the default for new campaigns. The ID is the number after act_ in Ads Manager."
            keepFirst
            disabled={save.isPending}
          />
          <MetaEntryRows
            name="pageEntries"
            title="Pages"
            singular="Page"
            hint="Facebook pages the ads run as."
            keepFirst
            disabled={save.isPending}
          />
          <MetaEntryRows
            name="pixelEntries"
            title="Pixels (optional)"
            singular="Pixel"
            hint="Pixels that track conversions on the articles' site."
            keepFirst={false}
            disabled={save.isPending}
          />
          <FormActions label="Save Meta Credentials" pending={save.isPending} />
        </Stack>
      )}
    </Form>
  );
}

import { Stack } from '@mui/material';
import { type WordPressCredentials, wordPressCredentialsSchema } from '#shared/schemas/settings';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useWordPressCredentials } from '../api/get-wordpress-credentials';
import { useSaveWordPressCredentials } from '../api/save-wordpress-credentials';
import { CredentialsCard } from './credentials-card';
import { SecretField } from './secret-field';

const EMPTY: WordPressCredentials = { wpSiteUrl: '', wpUsername: '', wpAppPassword: '' };

/** The WordPress Settings tab: site, user and application password (shown masked once saved). */
export function WordPressCredentialsForm() {
  const saved = useWordPressCredentials();
  const save = useSaveWordPressCredentials();
  const values = saved.data ?? EMPTY;
  return (
    <CredentialsCard
      title="WordPress Settings"
      description="The WordPress site articles are published to. Create an application password under Users > Profile in WordPress."
      isPending={saved.isPending}
      error={saved.error}
    >
      <Form
        key={saved.dataUpdatedAt}
        schema={wordPressCredentialsSchema}
        defaultValues={values}
        onSubmit={(input) => save.mutate(input)}
        aria-label="WordPress Settings"
      >
        {() => (
          <Stack spacing={2.5}>
            <FormTextField<WordPressCredentials>
              name="wpSiteUrl"
              label="WordPress Site URL"
              type="url"
              placeholder="https://example.com"
              autoComplete="url"
              disabled={save.isPending}
            />
            <FormTextField<WordPressCredentials>
              name="wpUsername"
              label="WordPress Username"
              autoComplete="off"
              disabled={save.isPending}
            />
            <SecretField<WordPressCredentials>
              name="wpAppPassword"
              label="WordPress App Password"
              savedMask={values.wpAppPassword}
              disabled={save.isPending}
            />
            <FormActions label="Save WordPress Settings" pending={save.isPending} />
          </Stack>
        )}
      </Form>
    </CredentialsCard>
  );
}

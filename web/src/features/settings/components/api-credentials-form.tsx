import { Stack } from '@mui/material';
import { type ApiCredentials, apiCredentialsSchema } from '#shared/schemas/settings';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { useApiCredentials } from '../api/get-api-credentials';
import { useSaveApiCredentials } from '../api/save-api-credentials';
import { CredentialsCard } from './credentials-card';
import { SecretField } from './secret-field';

const EMPTY: ApiCredentials = { geminiApiKey: '', openaiApiKey: '', cloudVisionApiKey: '' };

const FIELDS: { name: keyof ApiCredentials; label: string }[] = [
  { name: 'geminiApiKey', label: 'Gemini API Key' },
  { name: 'openaiApiKey', label: 'OpenAI API Key' },
  { name: 'cloudVisionApiKey', label: 'Cloud Vision API Key' },
];

/** The API Credentials tab: the three keys, saved ones shown masked. */
export function ApiCredentialsForm() {
  const saved = useApiCredentials();
  const save = useSaveApiCredentials();
  const values = saved.data ?? EMPTY;
  return (
    <CredentialsCard
      title="API Credentials"
      description="Keys of the AI services that generate tags, titles, articles and images. Saved keys are shown masked."
      isPending={saved.isPending}
      error={saved.error}
    >
      {/* Remounted with each saved answer, so the form always starts from what the server holds. */}
      <Form
        key={saved.dataUpdatedAt}
        schema={apiCredentialsSchema}
        defaultValues={values}
        onSubmit={(input) => save.mutate(input)}
        aria-label="API Credentials"
      >
        {() => (
          <Stack spacing={2.5}>
            {FIELDS.map((field) => (
              <SecretField<ApiCredentials>
                key={field.name}
                name={field.name}
                label={field.label}
                savedMask={values[field.name]}
                disabled={save.isPending}
              />
            ))}
            <FormActions label="Save API Credentials" pending={save.isPending} />
          </Stack>
        )}
      </Form>
    </CredentialsCard>
  );
}

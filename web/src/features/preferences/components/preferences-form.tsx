import { Alert, Box, Card, CardContent, Skeleton, Stack, Typography } from '@mui/material';
import { TAG_COUNT_MAX, TAG_COUNT_MIN, VARIANTS_MAX, VARIANTS_MIN } from '#shared/product/constants';
import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/settings';
import { usePreferences } from '../../../api/get-preferences';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { useSavePreferences } from '../api/save-preferences';
import { preferencesFormSchema } from '../preferences-form-schema';

const FIELDS: { name: keyof Preferences; label: string; min: number; max: number }[] = [
  {
    name: 'transactionalTagsCount',
    label: 'Transactional Tags Count',
    min: TAG_COUNT_MIN,
    max: TAG_COUNT_MAX,
  },
  { name: 'navigationalTagsCount', label: 'Navigational Tags Count', min: TAG_COUNT_MIN, max: TAG_COUNT_MAX },
  { name: 'variantsCount', label: 'Variants Count', min: VARIANTS_MIN, max: VARIANTS_MAX },
];

/** The signed-in user's defaults for new keywords; the Settings tab and `/preferences` both show it. */
export function PreferencesForm() {
  const saved = usePreferences();
  const save = useSavePreferences();
  const values = saved.data ?? DEFAULT_PREFERENCES;
  return (
    <Card>
      <CardContent>
        <Typography variant="h6" component="h2">
          Keyword defaults
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5, mb: 3 }}>
          The tag and variant counts the Add Keywords dialog starts with. Saved for your account only.
        </Typography>
        {saved.error && (
          <Alert severity="error" sx={{ mb: 3 }}>
            Could not load your preferences: {apiErrorMessage(saved.error)}
          </Alert>
        )}
        {saved.isPending ? (
          <Stack spacing={2.5} aria-label="Loading" aria-busy>
            {FIELDS.map((field) => (
              <Skeleton key={field.name} variant="rounded" height={56} />
            ))}
          </Stack>
        ) : (
          <Form
            key={saved.dataUpdatedAt}
            schema={preferencesFormSchema}
            defaultValues={values}
            onSubmit={(input) => save.mutate(input)}
            aria-label="Preferences"
          >
            {() => (
              <Stack spacing={2.5}>
                <Box
                  sx={{ display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: 'repeat(3, 1fr)' } }}
                >
                  {FIELDS.map((field) => (
                    <FormTextField
                      key={field.name}
                      name={field.name}
                      label={field.label}
                      type="number"
                      helperText={`From ${field.min} to ${field.max}`}
                      inputProps={{ min: field.min, max: field.max, step: 1, inputMode: 'numeric' }}
                      disabled={save.isPending}
                    />
                  ))}
                </Box>
                <FormActions label="Save Preferences" pending={save.isPending} />
              </Stack>
            )}
          </Form>
        )}
      </CardContent>
    </Card>
  );
}

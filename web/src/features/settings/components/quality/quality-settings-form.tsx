import { Alert, Box, Divider, Stack, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import type { QualitySettings } from '#shared/schemas/quality';
import { Form } from '../../../../components/form/form';
import { FormActions } from '../../../../components/form/form-actions';
import { FormTextField } from '../../../../components/form/form-text-field';
import { useAuthUser } from '../../../../lib/auth-user';
import { useQualitySettings, useSaveQualitySettings } from '../../api/quality-settings';
import { qualitySettingsFormSchema } from '../../quality-settings-form-schema';
import { CredentialsCard } from '../credentials-card';
import { BlockingChecksField } from './blocking-checks-field';

const TITLE = 'Quality Gate';
const DESCRIPTION =
  'The checks every article goes through before publishing: their thresholds, and which of them hold a failing article back as a draft for review.';

type NumberField = Exclude<keyof QualitySettings, 'blocking'>;

interface NumberSpec {
  name: NumberField;
  label: string;
  step?: number;
}

/** The thresholds, a row per check. */
const NUMBER_ROWS: { title: string; note: string; fields: NumberSpec[] }[] = [
  {
    title: 'Word count',
    note: 'Words in the article, headings and lists included.',
    fields: [
      { name: 'wordCountMin', label: 'Minimum words' },
      { name: 'wordCountMax', label: 'Maximum words' },
    ],
  },
  {
    title: 'Readability',
    note: 'Flesch reading ease: 60–70 is plain English, lower is harder to read.',
    fields: [
      { name: 'readabilityMin', label: 'Lowest score' },
      { name: 'readabilityMax', label: 'Highest score' },
    ],
  },
  {
    title: 'Near-duplicate',
    note: 'Share of word triples in common with the most similar article, 0.3 to 1 (0.6 is 60%).',
    fields: [
      { name: 'duplicateWarning', label: 'Warn from similarity', step: 0.05 },
      { name: 'duplicateFailure', label: 'Duplicate from similarity', step: 0.05 },
    ],
  },
  {
    title: 'SEO title and meta description',
    note: 'In characters. A title or description outside its limits is held to them, never cut.',
    fields: [
      { name: 'seoTitleMax', label: 'Longest SEO title' },
      { name: 'seoDescriptionMin', label: 'Shortest meta description' },
      { name: 'seoDescriptionMax', label: 'Longest meta description' },
    ],
  },
];

/** A titled row of number inputs side by side (one column on a phone), with a line saying what they are. */
function NumberRow({
  title,
  note,
  fields,
  disabled,
}: {
  title: string;
  note: ReactNode;
  fields: NumberSpec[];
  disabled: boolean;
}) {
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle2" component="h3">
        {title}
      </Typography>
      <Box
        sx={{
          display: 'grid',
          gap: 2.5,
          gridTemplateColumns: { xs: '1fr', sm: `repeat(${fields.length}, 1fr)` },
        }}
      >
        {fields.map((field) => (
          <FormTextField<QualitySettings>
            key={field.name}
            name={field.name}
            label={field.label}
            type="number"
            inputProps={{ step: field.step ?? 1 }}
            disabled={disabled}
          />
        ))}
      </Box>
      <Typography variant="body2" color="textSecondary">
        {note}
      </Typography>
    </Stack>
  );
}

/**
 * Settings > WordPress Settings > Quality Gate (admins: `system_settings`): the thresholds of the checks
 * (decisions 036 and 041) and the checks that block publishing. A role without the permission is told so,
 * and the settings are not even read for it (the API refuses them).
 */
export function QualitySettingsForm() {
  const canEdit = useAuthUser().data?.permissions.includes('system_settings') === true;
  const saved = useQualitySettings(canEdit);
  const save = useSaveQualitySettings();
  if (!canEdit) {
    return (
      <CredentialsCard title={TITLE} description={DESCRIPTION} isPending={false} error={null}>
        <Alert severity="info">
          Only an administrator (System settings permission) can change the quality gate.
        </Alert>
      </CredentialsCard>
    );
  }
  const busy = save.isPending;
  return (
    <CredentialsCard title={TITLE} description={DESCRIPTION} isPending={saved.isPending} error={saved.error}>
      {saved.data && (
        <Form
          key={saved.dataUpdatedAt}
          schema={qualitySettingsFormSchema}
          defaultValues={saved.data}
          onSubmit={(input) => save.mutate(input)}
          aria-label="Quality settings"
        >
          {() => (
            <Stack spacing={3}>
              {NUMBER_ROWS.map((row) => (
                <NumberRow key={row.title} {...row} disabled={busy} />
              ))}
              <Divider />
              <BlockingChecksField disabled={busy} />
              <FormActions label="Save Quality Settings" pending={busy} />
            </Stack>
          )}
        </Form>
      )}
    </CredentialsCard>
  );
}

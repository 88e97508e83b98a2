import ScienceOutlinedIcon from '@mui/icons-material/ScienceOutlined';
import { Alert, Box, Stack } from '@mui/material';
import { DEFAULT_FINAL_AFTER_HOURS, FINAL_AFTER_HOURS_MAX } from '#shared/meta/revenue-final-after';
import type { MaskedRevenueSource, RevenueSourceFormInput } from '#shared/schemas/revenue-source';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useRevenueSource } from '../api/get-revenue-source';
import { useSaveRevenueSource } from '../api/save-revenue-source';
import { revenueSourceCardSchema } from '../revenue-source-form-schema';
import { CredentialsCard } from './credentials-card';
import { PrivateKeyField } from './private-key-field';
import { RevenueSourceTest } from './revenue-source-test';

const formValues = (saved: MaskedRevenueSource | undefined): RevenueSourceFormInput => ({
  account: saved?.account ?? '',
  user: saved?.user ?? '',
  privateKey: saved?.privateKey ?? '',
  warehouse: saved?.warehouse ?? '',
  database: saved?.database ?? '',
  schema: saved?.schema ?? '',
  role: saved?.role ?? '',
  query: saved?.query ?? '',
  baseUrl: saved?.baseUrl ?? '',
  finalColumn: saved?.finalColumn ?? '',
  finalAfterHours: saved?.finalAfterHours ?? DEFAULT_FINAL_AFTER_HOURS,
});

/** Two fields side by side on wide screens, stacked on phones. */
const pair = { display: 'grid', gap: 2.5, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } } as const;

/**
 * The Revenue source card: the Snowflake account revenue comes from (key-pair user, private key masked once
 * saved, context) and the query returning one row per day and channel, with a Test of the saved settings.
 */
export function RevenueSourceCard() {
  const saved = useRevenueSource();
  const save = useSaveRevenueSource();
  const pending = save.isPending;
  const text = (name: keyof RevenueSourceFormInput, label: string, placeholder?: string) => (
    <FormTextField<RevenueSourceFormInput>
      name={name}
      label={label}
      placeholder={placeholder}
      autoComplete="off"
      spellCheck={false}
      disabled={pending}
    />
  );
  return (
    <CredentialsCard
      title="Revenue source"
      description="The Snowflake warehouse revenue comes from, signed in with a key pair. The query gets the date range as two bind parameters (? or :1 and :2, since and until as YYYY-MM-DD) and returns one row per day and channel (the ad set name) with day, channel, revenue, conversions, page_views and sessions."
      isPending={saved.isPending}
      error={saved.error}
    >
      {saved.data?.sandbox && (
        <Alert severity="warning" icon={<ScienceOutlinedIcon />} sx={{ mb: 3 }}>
          The local Snowflake sandbox’s settings: revenue comes from the sandbox, not from your warehouse.
        </Alert>
      )}
      <Form
        key={saved.dataUpdatedAt}
        schema={revenueSourceCardSchema}
        defaultValues={formValues(saved.data)}
        onSubmit={(input) => save.mutate(input)}
        aria-label="Revenue source"
      >
        {() => (
          <Stack spacing={2.5}>
            <Box sx={pair}>
              {text('account', 'Account', 'myorg-myaccount')}
              {text('user', 'User', 'REPORTING_USER')}
            </Box>
            <PrivateKeyField<RevenueSourceFormInput>
              name="privateKey"
              label="Private key"
              savedMask={saved.data?.privateKey ?? ''}
              disabled={pending}
            />
            <Box sx={pair}>
              {text('warehouse', 'Warehouse', "The user's default")}
              {text('role', 'Role', "The user's default")}
              {text('database', 'Database', "The user's default")}
              {text('schema', 'Schema', "The user's default")}
            </Box>
            <FormTextField<RevenueSourceFormInput>
              name="query"
              label="Query"
              multiline
              minRows={4}
              maxRows={14}
              spellCheck={false}
              disabled={pending}
              placeholder="SELECT day, channel, revenue, conversions, page_views, sessions FROM ... WHERE day BETWEEN TO_DATE(?) AND TO_DATE(?)"
              sx={{ fontFamily: 'monospace', fontSize: 13 }}
            />
            {text('baseUrl', 'Base URL (optional)', 'https://<account>.snowflakecomputing.com')}
            <Box sx={pair}>
              <FormTextField<RevenueSourceFormInput>
                name="finalColumn"
                label="Final flag column (optional)"
                placeholder="is_final"
                helperText="A column of the query that is true once the partner's figure is final"
                autoComplete="off"
                spellCheck={false}
                disabled={pending}
              />
              <FormTextField<RevenueSourceFormInput>
                name="finalAfterHours"
                label="Final after (hours)"
                type="number"
                helperText="Without a flag column: hours after a day ends (US Eastern) until its revenue is final"
                inputProps={{ min: 1, max: FINAL_AFTER_HOURS_MAX, step: 1, inputMode: 'numeric' }}
                disabled={pending}
              />
            </Box>
            <Box
              sx={{
                display: 'flex',
                flexWrap: 'wrap',
                gap: 2,
                alignItems: 'flex-start',
                justifyContent: 'space-between',
              }}
            >
              <RevenueSourceTest configured={saved.data?.configured ?? false} />
              <FormActions label="Save Revenue Source" pending={pending} />
            </Box>
          </Stack>
        )}
      </Form>
    </CredentialsCard>
  );
}

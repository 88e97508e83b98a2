import { Box, Stack } from '@mui/material';
import { twoColumns } from '../../../components/form/dialog-section';
import { Form } from '../../../components/form/form';
import { FormActions } from '../../../components/form/form-actions';
import { FormTextField } from '../../../components/form/form-text-field';
import { useAuthUser } from '../../../lib/auth-user';
import { formatCount } from '../../../lib/format';
import { useRateLimits, useSaveRateLimits } from '../api/rate-limits';
import { CredentialsCard } from './credentials-card';
import {
  defaultOf,
  RATE_LIMIT_FIELDS,
  type RateLimitFormValues,
  rateLimitFormSchema,
  toRateLimitFormValues,
} from './rate-limits-form-schema';

const DESCRIPTION =
  "Your accounts' limits per minute (each provider's limits page shows them). Every run, Lambda and debug test shares them, so none meets the provider's refusals. Empty: the first paid tier's limit; a lower one a provider announces wins.";

/** Settings > API Credentials > Rate limits (admins: `system_settings`); nothing for the others. */
export function RateLimitsForm() {
  const canEdit = useAuthUser().data?.permissions.includes('system_settings') === true;
  const saved = useRateLimits(canEdit);
  const save = useSaveRateLimits();
  if (!canEdit) return null;
  return (
    <CredentialsCard
      title="Rate limits"
      description={DESCRIPTION}
      isPending={saved.isPending}
      error={saved.error}
    >
      {saved.data && (
        <Form
          key={saved.dataUpdatedAt}
          schema={rateLimitFormSchema}
          defaultValues={toRateLimitFormValues(saved.data)}
          onSubmit={(input) => save.mutate(input)}
          aria-label="Rate limits"
        >
          {() => (
            <Stack spacing={2.5}>
              <Box sx={twoColumns}>
                {RATE_LIMIT_FIELDS.map(({ service, kind, label }) => {
                  const fallback = defaultOf(service, kind);
                  return (
                    <FormTextField<RateLimitFormValues>
                      key={`${service}.${kind}`}
                      name={`${service}.${kind}`}
                      label={label}
                      type="number"
                      inputProps={{ min: 1, step: 1 }}
                      helperText={fallback === null ? undefined : `Empty: ${formatCount(fallback)}`}
                      disabled={save.isPending}
                    />
                  );
                })}
              </Box>
              <FormActions label="Save Rate Limits" pending={save.isPending} />
            </Stack>
          )}
        </Form>
      )}
    </CredentialsCard>
  );
}

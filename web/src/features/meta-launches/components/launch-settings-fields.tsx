import { InputAdornment, Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import { BUDGET_STEP, MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import type { Profile } from '#shared/schemas/meta-profiles';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormStartStatusField } from '../../../components/form/form-start-status-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatUsd } from '../../../lib/format';
import type { LaunchFormValues } from '../launch-form-schema';

/** The profile every campaign is built from, their daily budget (the profile's unless given) and status. */
export function LaunchSettingsFields({ profiles }: { profiles: readonly Profile[] }) {
  const profileId = useWatch<LaunchFormValues, 'profileId'>({ name: 'profileId' });
  const profile = profiles.find((entry) => entry.id === profileId);
  return (
    <Stack spacing={2.5}>
      <FormSelectField<LaunchFormValues>
        name="profileId"
        label="Ad settings profile"
        options={profiles.map((entry) => ({
          value: entry.id,
          label: entry.isDefault ? `${entry.name} (default)` : entry.name,
        }))}
      />
      <FormTextField<LaunchFormValues>
        name="dailyBudget"
        label="Daily budget (optional)"
        type="number"
        startAdornment={<InputAdornment position="start">$</InputAdornment>}
        inputProps={{ min: MIN_DAILY_BUDGET, step: BUDGET_STEP }}
        helperText={
          profile
            ? `Per campaign. Empty: the profile's ${formatUsd(profile.defaultDailyBudget)}.`
            : "Per campaign. Empty: the profile's budget."
        }
      />
      <FormStartStatusField<LaunchFormValues> name="status" />
    </Stack>
  );
}

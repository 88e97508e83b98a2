import { Stack } from '@mui/material';
import { useWatch } from 'react-hook-form';
import type { Profile } from '#shared/schemas/meta-profiles';
import { FormLaunchBudgetField } from '../../../components/form/form-launch-budget-field';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormStartStatusField } from '../../../components/form/form-start-status-field';
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
      <FormLaunchBudgetField<LaunchFormValues> name="dailyBudget" profile={profile} />
      <FormStartStatusField<LaunchFormValues> name="status" />
    </Stack>
  );
}

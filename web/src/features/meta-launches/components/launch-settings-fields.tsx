import {
  Alert,
  FormControl,
  FormControlLabel,
  FormHelperText,
  FormLabel,
  InputAdornment,
  Radio,
  RadioGroup,
  Stack,
} from '@mui/material';
import { useId } from 'react';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { BUDGET_STEP, MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import { LAUNCH_START_STATUSES } from '#shared/schemas/meta-launches';
import type { Profile } from '#shared/schemas/meta-profiles';
import { FormSelectField } from '../../../components/form/form-select-field';
import { FormTextField } from '../../../components/form/form-text-field';
import { formatUsd } from '../../../lib/format';
import type { LaunchFormValues } from '../launch-form-schema';
import { START_STATUS } from '../launch-labels';

/** Paused (the default) or Active; Active says plainly what it costs. */
function StartStatusField() {
  const { control } = useFormContext<LaunchFormValues>();
  const { field } = useController({ control, name: 'status' });
  const id = useId();
  return (
    <Stack spacing={1.5}>
      <FormControl>
        <FormLabel id={`${id}-label`}>Start status</FormLabel>
        <RadioGroup
          row
          aria-labelledby={`${id}-label`}
          aria-describedby={`${id}-helper`}
          name={field.name}
          value={field.value}
          onChange={(event) => field.onChange(event.target.value)}
        >
          {LAUNCH_START_STATUSES.map((status) => (
            <FormControlLabel key={status} value={status} control={<Radio />} label={START_STATUS[status]} />
          ))}
        </RadioGroup>
        <FormHelperText id={`${id}-helper`} sx={{ mx: 0 }}>
          Paused campaigns spend nothing until you activate them.
        </FormHelperText>
      </FormControl>
      {field.value === 'ACTIVE' && (
        <Alert severity="warning">
          Active campaigns start spending their daily budget as soon as Meta approves their ads. Launch them
          paused to look them over in Meta first.
        </Alert>
      )}
    </Stack>
  );
}

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
      <StartStatusField />
    </Stack>
  );
}

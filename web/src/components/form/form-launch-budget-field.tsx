import { InputAdornment } from '@mui/material';
import type { FieldPath, FieldValues } from 'react-hook-form';
import { BUDGET_STEP, MIN_DAILY_BUDGET } from '#shared/meta/form-limits';
import type { Profile } from '#shared/schemas/meta-profiles';
import { formatUsd } from '../../lib/format';
import { FormTextField } from './form-text-field';

interface FormLaunchBudgetFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  /** The chosen profile, whose budget an empty field stands for. */
  profile: Profile | undefined;
  disabled?: boolean;
}

/** The daily budget of each campaign a launch makes (a launch, a site's launch on go-live): the profile's when empty. */
export function FormLaunchBudgetField<TValues extends FieldValues>({
  name,
  profile,
  disabled,
}: FormLaunchBudgetFieldProps<TValues>) {
  return (
    <FormTextField<TValues>
      name={name}
      label="Daily budget (optional)"
      type="number"
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
      inputProps={{ min: MIN_DAILY_BUDGET, step: BUDGET_STEP }}
      helperText={
        profile
          ? `Per campaign. Empty: the profile's ${formatUsd(profile.defaultDailyBudget)}.`
          : "Per campaign. Empty: the profile's budget."
      }
      disabled={disabled}
    />
  );
}

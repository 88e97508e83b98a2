import type { FieldValues, Path } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

/** The current password, which setting up or removing a factor asks for; a wrong one counts as a failed sign-in. */
export function CurrentPasswordField<TValues extends FieldValues & { currentPassword: string }>({
  disabled,
  autoFocus,
}: {
  disabled: boolean;
  autoFocus?: boolean;
}) {
  return (
    <FormTextField<TValues>
      name={'currentPassword' as Path<TValues>}
      label="Current Password"
      type="password"
      autoComplete="current-password"
      helperText="To confirm it is you."
      autoFocus={autoFocus}
      disabled={disabled}
    />
  );
}

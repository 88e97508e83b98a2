import { Checkbox, FormControlLabel, Switch } from '@mui/material';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

interface FormToggleFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  /** A checkbox for options among others (the add dialog), a switch for an on/off state (Active). */
  variant: 'checkbox' | 'switch';
  disabled?: boolean;
}

/** A checkbox or switch bound to a boolean field of the surrounding `Form`. */
export function FormToggleField<TValues extends FieldValues>({
  name,
  label,
  variant,
  disabled,
}: FormToggleFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const Control = variant === 'checkbox' ? Checkbox : Switch;
  return (
    <FormControlLabel
      label={label}
      disabled={disabled ?? field.disabled}
      control={
        <Control
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => field.onChange(event.target.checked)}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref } }}
        />
      }
    />
  );
}

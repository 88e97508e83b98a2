import { FormControlLabel, Switch } from '@mui/material';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

interface FormSwitchFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  disabled?: boolean;
}

/** An on/off switch bound to a boolean field of the surrounding `Form`. */
export function FormSwitchField<TValues extends FieldValues>({
  name,
  label,
  disabled,
}: FormSwitchFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled ?? field.disabled}
      control={
        <Switch
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

import { Checkbox, FormControlLabel } from '@mui/material';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

interface FormCheckboxFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  disabled?: boolean;
}

/** A checkbox bound to a boolean field of the surrounding `Form`. */
export function FormCheckboxField<TValues extends FieldValues>({
  name,
  label,
  disabled,
}: FormCheckboxFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  return (
    <FormControlLabel
      label={label}
      disabled={disabled ?? field.disabled}
      control={
        <Checkbox
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

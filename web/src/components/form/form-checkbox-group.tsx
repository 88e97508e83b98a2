import { Checkbox, FormControl, FormControlLabel, FormGroup, FormHelperText, FormLabel } from '@mui/material';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

interface FormCheckboxGroupProps<TValues extends FieldValues, TValue extends string> {
  name: FieldPath<TValues>;
  legend: string;
  /** Every choice, in the order the list keeps them. */
  values: readonly TValue[];
  labelOf: (value: TValue) => string;
  /** What a ticked box does; the schema's message replaces it on error. */
  helperText: string;
  disabled?: boolean;
}

/** One checkbox per value of a list field, in two columns from tablet width up; the list stays in order. */
export function FormCheckboxGroup<TValues extends FieldValues, TValue extends string>({
  name,
  legend,
  values,
  labelOf,
  helperText,
  disabled,
}: FormCheckboxGroupProps<TValues, TValue>) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ control, name });
  const selected: TValue[] = field.value ?? [];
  const toggle = (value: TValue, checked: boolean) =>
    field.onChange(
      checked
        ? values.filter((candidate) => candidate === value || selected.includes(candidate))
        : selected.filter((candidate) => candidate !== value),
    );
  return (
    <FormControl component="fieldset" error={fieldState.invalid} disabled={disabled}>
      <FormLabel component="legend" sx={{ typography: 'subtitle2', color: 'text.primary', mb: 0.5 }}>
        {legend}
      </FormLabel>
      <FormGroup sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, columnGap: 2 }}>
        {values.map((value) => (
          <FormControlLabel
            key={value}
            label={labelOf(value)}
            control={
              <Checkbox
                checked={selected.includes(value)}
                onChange={(event) => toggle(value, event.target.checked)}
                onBlur={field.onBlur}
              />
            }
          />
        ))}
      </FormGroup>
      <FormHelperText>{fieldState.error?.message ?? helperText}</FormHelperText>
    </FormControl>
  );
}

import { Checkbox, FormControlLabel, FormHelperText, Switch } from '@mui/material';
import { useId } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';

interface FormToggleFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  /** A checkbox for options among others (the add dialog), a switch for an on/off state (Active). */
  variant: 'checkbox' | 'switch';
  disabled?: boolean;
  /** A line under the control, e.g. why it is disabled (read out with it, unlike a tooltip). */
  note?: string;
  /** Called after the field changes, e.g. to fill in the fields the switch reveals. */
  onToggle?: (checked: boolean) => void;
}

/** A checkbox or switch bound to a boolean field of the surrounding `Form`. */
export function FormToggleField<TValues extends FieldValues>({
  name,
  label,
  variant,
  disabled,
  note,
  onToggle,
}: FormToggleFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field } = useController({ control, name });
  const noteId = useId();
  const Control = variant === 'checkbox' ? Checkbox : Switch;
  const toggle = (
    <FormControlLabel
      label={label}
      disabled={disabled ?? field.disabled}
      control={
        <Control
          name={field.name}
          checked={Boolean(field.value)}
          onChange={(event) => {
            field.onChange(event.target.checked);
            onToggle?.(event.target.checked);
          }}
          onBlur={field.onBlur}
          slotProps={{ input: { ref: field.ref, 'aria-describedby': note ? noteId : undefined } }}
        />
      }
    />
  );
  if (!note) return toggle;
  return (
    <>
      {toggle}
      {/* Lined up under the label, past the control's width (a switch is wider than a checkbox). */}
      <FormHelperText id={noteId} sx={{ mt: -0.75, mb: 0.5, ml: variant === 'switch' ? 6 : 4 }}>
        {note}
      </FormHelperText>
    </>
  );
}

import {
  FormControl,
  FormHelperText,
  InputLabel,
  OutlinedInput,
  type OutlinedInputProps,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { visuallyHidden } from '../../lib/visually-hidden';
import { useStaticMarkup } from './static-markup';

type FormTextFieldProps<TValues extends FieldValues> = Omit<
  OutlinedInputProps,
  'name' | 'value' | 'defaultValue' | 'onChange' | 'onBlur' | 'error' | 'label'
> & {
  name: FieldPath<TValues>;
  label: string;
  /** Read out but not shown, where a column heading already says what the field is (a table's inputs). */
  hideLabel?: boolean;
  helperText?: ReactNode;
};

/**
 * A text field bound to the surrounding `Form`; the schema's message replaces the helper text on error.
 * Built from the input primitives rather than `TextField`, which would also pull `Select` and its menu
 * into every form's chunk.
 */
export function FormTextField<TValues extends FieldValues>({
  name,
  label,
  hideLabel = false,
  helperText,
  id,
  disabled,
  fullWidth = true,
  ...inputProps
}: FormTextFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ control, name });
  // In static HTML the label stays above the field: nothing would move it aside as the user types.
  const labelAbove = useStaticMarkup() || undefined;
  const generatedId = useId();
  const inputId = id ?? `${generatedId}-${name}`;
  const message = fieldState.error?.message ?? helperText;
  const helperId = message ? `${inputId}-helper` : undefined;
  return (
    <FormControl fullWidth={fullWidth} error={fieldState.invalid} disabled={disabled ?? field.disabled}>
      <InputLabel htmlFor={inputId} shrink={labelAbove} sx={hideLabel ? visuallyHidden : undefined}>
        {label}
      </InputLabel>
      <OutlinedInput
        {...inputProps}
        id={inputId}
        // A hidden label leaves no gap in the outline.
        label={hideLabel ? undefined : label}
        notched={labelAbove}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={helperId}
      />
      {message && <FormHelperText id={helperId}>{message}</FormHelperText>}
    </FormControl>
  );
}

import { FormControl, FormHelperText, InputLabel, MenuItem, Select, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { type FieldPath, type FieldValues, useController, useFormContext } from 'react-hook-form';
import { SELECT_MAX_HEIGHT } from '../../config/ui';

export interface SelectOption {
  value: string;
  label: string;
  /** Why the option cannot be chosen: it is listed disabled, with the reason beside it. */
  unavailable?: string;
}

interface FormSelectFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  options: readonly SelectOption[];
  helperText?: ReactNode;
  disabled?: boolean;
}

/** A select bound to the surrounding `Form`; its list is at most 300 px high, as the contract sets (docs/contract.md#widget-constants). */
export function FormSelectField<TValues extends FieldValues>({
  name,
  label,
  options,
  helperText,
  disabled,
}: FormSelectFieldProps<TValues>) {
  const { control } = useFormContext<TValues>();
  const { field, fieldState } = useController({ control, name });
  const id = `${useId()}-${name}`;
  const message = fieldState.error?.message ?? helperText;
  return (
    <FormControl fullWidth error={fieldState.invalid} disabled={disabled ?? field.disabled}>
      <InputLabel id={`${id}-label`}>{label}</InputLabel>
      <Select
        labelId={`${id}-label`}
        id={id}
        label={label}
        name={field.name}
        value={field.value ?? ''}
        onChange={field.onChange}
        onBlur={field.onBlur}
        inputRef={field.ref}
        aria-describedby={message ? `${id}-helper` : undefined}
        MenuProps={{ slotProps: { paper: { sx: { maxHeight: SELECT_MAX_HEIGHT } } } }}
      >
        {options.map((option) => (
          <MenuItem key={option.value} value={option.value} disabled={Boolean(option.unavailable)}>
            {option.label}
            {option.unavailable && (
              <Typography component="span" variant="caption" sx={{ ml: 1, whiteSpace: 'normal' }}>
                ({option.unavailable})
              </Typography>
            )}
          </MenuItem>
        ))}
      </Select>
      {message && <FormHelperText id={`${id}-helper`}>{message}</FormHelperText>}
    </FormControl>
  );
}

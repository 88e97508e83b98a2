import { InputAdornment } from '@mui/material';
import type { FieldPath } from 'react-hook-form';
import { FormTextField } from '../../../../components/form/form-text-field';
import type { AiBudgetFormValues } from './ai-budget-form-schema';

interface LimitFieldProps {
  name: FieldPath<AiBudgetFormValues>;
  label: string;
  /** In the per-site table, whose column headings name the fields: the label is only read out. */
  inTable?: boolean;
  helperText?: string;
  disabled: boolean;
}

/**
 * A limit in dollars. A text input, not a number one: a browser empties a number input it cannot read
 * ("12,50"), which would save as no limit; as text it reaches the form's check and its message.
 */
export function LimitField({ name, label, inTable = false, helperText, disabled }: LimitFieldProps) {
  return (
    <FormTextField<AiBudgetFormValues>
      name={name}
      label={label}
      hideLabel={inTable}
      size={inTable ? 'small' : 'medium'}
      helperText={helperText}
      placeholder="No limit"
      autoComplete="off"
      inputProps={{ inputMode: 'decimal' }}
      startAdornment={<InputAdornment position="start">$</InputAdornment>}
      disabled={disabled}
    />
  );
}

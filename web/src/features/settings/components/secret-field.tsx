import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { RevealToggle, useMaskedSecret } from './masked-secret';

interface SecretFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  /** The masked value the server returned (`••••••••abcd`), `''` when nothing is saved. */
  savedMask: string;
  disabled?: boolean;
}

/**
 * A secret input. The saved value arrives masked and is shown as such (it gives nothing away, and says a
 * key is saved); sending it back unchanged keeps the saved key. A newly typed key is hidden unless revealed.
 */
export function SecretField<TValues extends FieldValues>({
  name,
  label,
  savedMask,
  disabled,
}: SecretFieldProps<TValues>) {
  const { keepsSaved, revealed, toggleRevealed } = useMaskedSecret<TValues>(name, savedMask);
  return (
    <FormTextField<TValues>
      name={name}
      label={label}
      type={keepsSaved || revealed ? 'text' : 'password'}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      helperText={keepsSaved ? 'Saved. Leave as is to keep it, or enter a new value.' : undefined}
      endAdornment={
        keepsSaved ? undefined : <RevealToggle label={label} revealed={revealed} onToggle={toggleRevealed} />
      }
    />
  );
}

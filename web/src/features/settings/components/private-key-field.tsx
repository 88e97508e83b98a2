import type { FieldPath, FieldValues } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';
import { RevealToggle, useMaskedSecret } from './masked-secret';

interface PrivateKeyFieldProps<TValues extends FieldValues> {
  name: FieldPath<TValues>;
  label: string;
  /** The masked key the server returned, `''` when none is saved. */
  savedMask: string;
  disabled?: boolean;
}

/**
 * A PEM private key: a textarea (a key spans lines, which a password input cannot hold) whose typed text is
 * drawn as dots until revealed. The saved key arrives masked; sending the mask back keeps it.
 */
export function PrivateKeyField<TValues extends FieldValues>({
  name,
  label,
  savedMask,
  disabled,
}: PrivateKeyFieldProps<TValues>) {
  const { keepsSaved, revealed, toggleRevealed } = useMaskedSecret<TValues>(name, savedMask);
  return (
    <FormTextField<TValues>
      name={name}
      label={label}
      multiline
      minRows={keepsSaved ? 1 : 4}
      maxRows={10}
      autoComplete="off"
      spellCheck={false}
      disabled={disabled}
      placeholder="-----BEGIN PRIVATE KEY-----"
      helperText={
        keepsSaved
          ? 'Saved. Leave as is to keep it, or paste a new key.'
          : 'An unencrypted PKCS#8 RSA key; its public key must be set on the Snowflake user (RSA_PUBLIC_KEY).'
      }
      sx={{
        fontFamily: 'monospace',
        fontSize: 13,
        '& textarea': { WebkitTextSecurity: keepsSaved || revealed ? 'none' : 'disc' },
      }}
      endAdornment={
        keepsSaved ? undefined : (
          <RevealToggle
            label={label}
            revealed={revealed}
            onToggle={toggleRevealed}
            sx={{ alignSelf: 'flex-start', mt: 1.5 }}
          />
        )
      }
    />
  );
}

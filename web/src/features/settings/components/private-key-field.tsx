import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const value = useWatch<TValues>({ name });
  const [revealed, setRevealed] = useState(false);
  const keepsSaved = savedMask !== '' && value === savedMask;
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
          <InputAdornment position="end" sx={{ alignSelf: 'flex-start', mt: 1.5 }}>
            <IconButton
              edge="end"
              size="small"
              aria-label={revealed ? `Hide ${label}` : `Show ${label}`}
              onClick={() => setRevealed((shown) => !shown)}
            >
              {revealed ? (
                <VisibilityOffOutlinedIcon fontSize="small" />
              ) : (
                <VisibilityOutlinedIcon fontSize="small" />
              )}
            </IconButton>
          </InputAdornment>
        )
      }
    />
  );
}

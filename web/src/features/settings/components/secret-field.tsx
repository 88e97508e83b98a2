import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment } from '@mui/material';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form';
import { FormTextField } from '../../../components/form/form-text-field';

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
  const value = useWatch<TValues>({ name });
  const [revealed, setRevealed] = useState(false);
  const keepsSaved = savedMask !== '' && value === savedMask;
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
        keepsSaved ? undefined : (
          <InputAdornment position="end">
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

import VisibilityOffOutlinedIcon from '@mui/icons-material/VisibilityOffOutlined';
import VisibilityOutlinedIcon from '@mui/icons-material/VisibilityOutlined';
import { IconButton, InputAdornment, type SxProps, type Theme } from '@mui/material';
import { useState } from 'react';
import { type FieldPath, type FieldValues, useWatch } from 'react-hook-form';

/**
 * The state shared by the secret inputs: the saved value arrives masked, and sending the mask back unchanged
 * keeps it (`keepsSaved`); a newly typed value stays hidden until the user reveals it.
 */
export function useMaskedSecret<TValues extends FieldValues>(name: FieldPath<TValues>, savedMask: string) {
  const value = useWatch<TValues>({ name });
  const [revealed, setRevealed] = useState(false);
  const keepsSaved = savedMask !== '' && value === savedMask;
  return { keepsSaved, revealed, toggleRevealed: () => setRevealed((shown) => !shown) };
}

interface RevealToggleProps {
  label: string;
  revealed: boolean;
  onToggle: () => void;
  sx?: SxProps<Theme>;
}

/** The eye button at the end of a secret input that shows or hides what was typed. */
export function RevealToggle({ label, revealed, onToggle, sx }: RevealToggleProps) {
  return (
    <InputAdornment position="end" sx={sx}>
      <IconButton
        edge="end"
        size="small"
        aria-label={revealed ? `Hide ${label}` : `Show ${label}`}
        onClick={onToggle}
      >
        {revealed ? (
          <VisibilityOffOutlinedIcon fontSize="small" />
        ) : (
          <VisibilityOutlinedIcon fontSize="small" />
        )}
      </IconButton>
    </InputAdornment>
  );
}

import { Button, Dialog, DialogActions, DialogContent, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

interface ResultDialogProps {
  title: ReactNode;
  /** The one button's text ("Close", "I have saved them"). */
  closeLabel?: string;
  /** False when what it shows must not be lost to a stray click or Escape: only the button closes it. */
  dismissible?: boolean;
  maxWidth?: 'sm' | 'md';
  /** Dividers above and below a long, scrolling content. */
  dividers?: boolean;
  onClose: () => void;
  children: ReactNode;
}

/**
 * The frame of the dialogs that show an outcome and ask nothing (a rule's run, recovery codes): full screen
 * on a phone, the title, the content, one button that closes it.
 */
export function ResultDialog({
  title,
  closeLabel = 'Close',
  dismissible = true,
  maxWidth = 'md',
  dividers = false,
  onClose,
  children,
}: ResultDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={dismissible ? onClose : undefined}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

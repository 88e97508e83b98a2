import { Button, DialogActions, DialogContent } from '@mui/material';
import type { ReactNode } from 'react';
import { ResponsiveDialog } from '../responsive-dialog/responsive-dialog';

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
  return (
    <ResponsiveDialog title={title} onClose={dismissible ? onClose : undefined} maxWidth={maxWidth}>
      <DialogContent dividers={dividers}>{children}</DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          {closeLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}

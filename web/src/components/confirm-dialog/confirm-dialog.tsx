import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { type ReactNode, useId, useState } from 'react';

interface ConfirmDialogProps {
  open: boolean;
  title: string;
  /** The question, e.g. "Are you sure you want to delete this prompt?". */
  message: string;
  confirmLabel?: string;
  /** `primary` when the action asked about destroys nothing. */
  confirmColor?: 'error' | 'primary';
  /** While the confirmed action runs: the confirm button spins and nothing can be clicked twice. */
  pending?: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Once it has faded out: where a caller resets what it asked for. */
  onExited?: () => void;
  /** Choices under the question ("Generate a new image too"). */
  children?: ReactNode;
}

/** Asks before an action (destructive unless `confirmColor` says otherwise); the confirm button takes it. */
export function ConfirmDialog({
  open,
  title,
  message,
  confirmLabel = 'Delete',
  confirmColor = 'error',
  pending = false,
  onConfirm,
  onClose,
  onExited,
  children,
}: ConfirmDialogProps) {
  const id = useId();
  // The question stays while the dialog fades out, even once the caller has let go of what it named.
  const [shown, setShown] = useState(message);
  if (open && message !== shown) setShown(message);
  return (
    <Dialog
      open={open}
      onClose={pending ? undefined : onClose}
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-message`}
      maxWidth="xs"
      fullWidth
      slotProps={{ transition: { onExited } }}
    >
      <DialogTitle id={`${id}-title`}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={`${id}-message`}>{open ? message : shown}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        <Button onClick={onClose} disabled={pending} color="inherit">
          Cancel
        </Button>
        <Button onClick={onConfirm} variant="contained" color={confirmColor} loading={pending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

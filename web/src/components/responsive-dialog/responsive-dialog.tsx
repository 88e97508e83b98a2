import { Dialog, DialogTitle, useMediaQuery } from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { type ReactNode, useId } from 'react';

interface ResponsiveDialogProps {
  title: ReactNode;
  /** Absent while the dialog must not close (a save under way, codes not yet saved). */
  onClose?: () => void;
  maxWidth: 'sm' | 'md';
  /** Everything under the title: the content and the actions. */
  children: ReactNode;
}

/** An open dialog named by its title, full screen on a phone: the frame the editor and result dialogs share. */
export function ResponsiveDialog({ title, onClose, maxWidth, children }: ResponsiveDialogProps) {
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  return (
    <Dialog
      open
      onClose={onClose}
      fullScreen={fullScreen}
      fullWidth
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {title}
      </DialogTitle>
      {children}
    </Dialog>
  );
}

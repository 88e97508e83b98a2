import { Box } from '@mui/material';
import { ConfirmDialog } from '../../../../components/confirm-dialog/confirm-dialog';
import type { RunConfirmation } from './run-confirmations';
import { RunEstimate } from './run-estimate';

interface ConfirmRunDialogProps {
  run: RunConfirmation;
  open: boolean;
  onConfirm: () => void;
  onClose: () => void;
  /** Once it has faded out: the caller lets go of `run`. */
  onExited?: () => void;
}

/**
 * Asks before a run starts, showing what it would cost and what the AI budget leaves after it. The
 * estimate never holds the run up: it can be confirmed while the estimate loads, when it fails, and when
 * the budget is spent (the run then waits for budget, which the estimate warns about).
 */
export function ConfirmRunDialog({ run, open, onConfirm, onClose, onExited }: ConfirmRunDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      title={run.title}
      message={run.message}
      confirmLabel={run.confirmLabel}
      confirmColor="primary"
      onConfirm={onConfirm}
      onClose={onClose}
      onExited={onExited}
    >
      <Box sx={{ mt: 2 }}>
        <RunEstimate request={run.request} />
      </Box>
    </ConfirmDialog>
  );
}

import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Typography,
} from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { PROCESSING_AUTO_CLOSE_MS, PROGRESS_MAX } from '../../../../config/ui';
import { useProcessingStatus } from '../../api/get-processing-status';
import { invalidateKeywordData } from '../../api/keyword-cache';
import { BudgetWaitAlert, isWaitingForBudget } from '../budget/budget-wait-alert';
import { processingTitle } from './log-tone';
import { ProcessingLog } from './processing-log';

interface ProcessingDialogProps {
  /** One opening of the dialog; a new value starts again from "Initializing". */
  session: number;
  onClose: () => void;
}

/**
 * Live progress of the processing runs: polled every 2 s while open. "Continue in Background" stops the
 * polling and closes; once complete it offers Close and closes itself after 3 s.
 */
export function ProcessingDialog({ session, onClose }: ProcessingDialogProps) {
  const queryClient = useQueryClient();
  const titleId = useId();
  const [stopped, setStopped] = useState(false);
  const status = useProcessingStatus(session, !stopped);
  const data = status.data;
  const complete = data?.isComplete === true;
  // The latest handler, so a parent's re-render never restarts the auto-close countdown.
  const close = useRef(onClose);
  useLayoutEffect(() => {
    close.current = onClose;
  });

  useEffect(() => {
    if (!complete) return;
    // The keywords just changed on the server: show their new state behind the dialog.
    void invalidateKeywordData(queryClient);
    const timer = setTimeout(() => close.current(), PROCESSING_AUTO_CLOSE_MS);
    return () => clearTimeout(timer);
  }, [complete, queryClient]);

  const continueInBackground = () => {
    setStopped(true);
    onClose();
  };

  return (
    <Dialog
      open
      onClose={complete ? onClose : continueInBackground}
      maxWidth="sm"
      fullWidth
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{processingTitle(data)}</DialogTitle>
      <DialogContent>
        {!data ? (
          <Stack sx={{ alignItems: 'center', gap: 2, py: 4 }}>
            {status.isError ? (
              <Alert severity="error" sx={{ width: '100%' }}>
                Could not read the processing status: {status.error.message}
              </Alert>
            ) : (
              <>
                <CircularProgress size={32} aria-hidden />
                <Typography variant="body2" color="textSecondary">
                  Starting the processing run...
                </Typography>
              </>
            )}
          </Stack>
        ) : (
          <Stack spacing={2.5}>
            <Box>
              <Stack direction="row" sx={{ justifyContent: 'space-between', mb: 1 }}>
                <Typography variant="subtitle2">Overall progress</Typography>
                <Typography variant="subtitle2" color="textSecondary" aria-label="Keywords completed">
                  {data.overall.completed}/{data.overall.total}
                </Typography>
              </Stack>
              <LinearProgress
                variant="determinate"
                value={Math.min(data.overall.percentage, PROGRESS_MAX)}
                color={complete ? 'success' : 'primary'}
                aria-label="Overall progress"
                sx={{ height: 8, borderRadius: 4 }}
              />
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block', mt: 0.75 }}>
                {data.overall.percentage}% complete
              </Typography>
            </Box>
            {!complete && isWaitingForBudget(data.currentOperation) && <BudgetWaitAlert />}
            <Stack direction="row" spacing={1.25} sx={{ alignItems: 'center' }}>
              {!complete && <CircularProgress size={16} aria-hidden />}
              <Typography variant="body2" aria-live="polite">
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  Current operation:{' '}
                </Box>
                {data.currentOperation}
              </Typography>
            </Stack>
            {status.isError && (
              <Alert severity="warning">Could not refresh the progress: {status.error.message}</Alert>
            )}
            <ProcessingLog lines={data.logs} />
          </Stack>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2.5 }}>
        {complete ? (
          <>
            <Typography variant="caption" color="textSecondary" sx={{ mr: 'auto' }}>
              Closing automatically...
            </Typography>
            <Button variant="contained" onClick={onClose}>
              Close
            </Button>
          </>
        ) : (
          <Button variant="outlined" onClick={continueInBackground}>
            Continue in Background
          </Button>
        )}
      </DialogActions>
    </Dialog>
  );
}

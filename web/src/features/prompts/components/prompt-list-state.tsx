import { Alert, Button, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { LoadingStatus } from '../../../components/feedback/loading-status';
import { apiErrorMessage } from '../../../lib/api-error-message';

interface PromptListStateProps {
  isPending: boolean;
  error: Error | null;
  empty: boolean;
  onRetry: () => void;
  emptyText: string;
  children: ReactNode;
}

/** The loading, failed and empty states of a prompt list, around the list itself. */
export function PromptListState({
  isPending,
  error,
  empty,
  onRetry,
  emptyText,
  children,
}: PromptListStateProps) {
  if (isPending) {
    return <LoadingStatus label="Loading prompts..." />;
  }
  if (error) {
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        Failed to load prompts: {apiErrorMessage(error)}
      </Alert>
    );
  }
  if (empty) {
    return (
      <Typography variant="body2" color="textSecondary" sx={{ py: 6, textAlign: 'center' }}>
        {emptyText}
      </Typography>
    );
  }
  return children;
}

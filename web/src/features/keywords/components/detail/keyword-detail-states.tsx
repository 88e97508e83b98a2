import { Alert, Button } from '@mui/material';
import { LoadingStatus } from '../../../../components/feedback/loading-status';
import { ApiError } from '../../../../lib/api-client';

export function DetailLoading() {
  return <LoadingStatus label="Loading keyword..." />;
}

/** A failed read: "not found" for a 404, otherwise the error with a Retry. */
export function DetailError({ error, onRetry }: { error: Error; onRetry: () => void }) {
  if (error instanceof ApiError && error.status === 404) {
    return <Alert severity="warning">Keyword not found. It may have been deleted.</Alert>;
  }
  return (
    <Alert
      severity="error"
      action={
        <Button color="inherit" size="small" onClick={onRetry}>
          Retry
        </Button>
      }
    >
      Failed to load the keyword: {error.message}
    </Alert>
  );
}

import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';
import { ApiError } from '../../../../lib/api-client';

export function DetailLoading() {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography variant="body2" color="textSecondary">
        Loading keyword...
      </Typography>
    </Box>
  );
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

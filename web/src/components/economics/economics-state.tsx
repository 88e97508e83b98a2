import { Alert, Box, Button, CircularProgress, Typography } from '@mui/material';

/** Loading and failure of a keyword's economics, with a Retry. */
export function EconomicsState({ error, onRetry }: { error: Error | null; onRetry: () => void }) {
  if (error)
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={onRetry}>
            Retry
          </Button>
        }
      >
        {error.message}
      </Alert>
    );
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5, py: 4 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2" color="textSecondary">
        Loading economics...
      </Typography>
    </Box>
  );
}

/** How the AI cost reaches a campaign (decision 022), said wherever a net ROI shows. */
export const ATTRIBUTION_NOTE =
  'Net ROI adds the keyword’s AI cost to the spend, split equally across its campaigns and counted in every range.';

import { Box, CircularProgress, Typography } from '@mui/material';

/**
 * "Loading keywords...": shown by the table until its first page arrives, and by the table's stand-in
 * while the table's own chunk downloads, so the two read as one wait.
 */
export function KeywordsLoading() {
  return (
    <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1.5 }}>
      <CircularProgress size={20} aria-hidden />
      <Typography variant="body2" color="textSecondary">
        Loading keywords...
      </Typography>
    </Box>
  );
}

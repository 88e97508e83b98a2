import { Box, Button, Paper, Typography } from '@mui/material';
import type { ErrorComponentProps } from '@tanstack/react-router';

/**
 * Last-resort screen when a route fails to load (e.g. the API is down during the session check).
 * Plain surfaces on purpose: it ships with the initial bundle, which stays small.
 */
export function RouteError({ error }: ErrorComponentProps) {
  return (
    <Box sx={{ minHeight: '100dvh', display: 'grid', placeItems: 'center', p: 2 }}>
      <Paper role="alert" variant="outlined" sx={{ p: 3, maxWidth: 480, textAlign: 'center' }}>
        <Typography variant="h6" component="h1" gutterBottom>
          Something went wrong
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mb: 2, wordBreak: 'break-word' }}>
          {(error instanceof Error && error.message) || 'The page could not be loaded.'}
        </Typography>
        <Button variant="contained" onClick={() => window.location.reload()}>
          Retry
        </Button>
      </Paper>
    </Box>
  );
}

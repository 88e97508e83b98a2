import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner with what is loading ("Loading users..."), read out as a status while a list loads. */
export function LoadingStatus({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'center', gap: 1.5, py: 8 }}
    >
      <CircularProgress size={24} aria-hidden />
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}

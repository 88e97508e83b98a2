import { Box, CircularProgress, Typography } from '@mui/material';

/** A spinner centred in the whole viewport, with its label read out and shown. */
export function FullPageSpinner({ label }: { label: string }) {
  return (
    <Box
      role="status"
      sx={{
        minHeight: '100dvh',
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 2,
        bgcolor: 'background.default',
      }}
    >
      <CircularProgress size={36} aria-label={label} />
      <Typography variant="body2" color="textSecondary">
        {label}
      </Typography>
    </Box>
  );
}

import { Box, CircularProgress } from '@mui/material';

/** Shown in the content area while a slow screen chunk loads. */
export function ContentSpinner() {
  return (
    <Box sx={{ display: 'flex', justifyContent: 'center', py: 10 }}>
      <CircularProgress size={32} aria-label="Loading" />
    </Box>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { ProcessTester } from './components/process-tester';

/** `/debug`: the pipeline process tester. */
export function DebugScreen() {
  return (
    <Stack spacing={3}>
      <Box>
        <Typography variant="h4" component="h1">
          Debug Tools
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          Try the generation steps on one keyword without saving or publishing anything.
        </Typography>
      </Box>
      <ProcessTester />
    </Stack>
  );
}

import { Box, Stack, Typography } from '@mui/material';
import { PreferencesForm } from './components/preferences-form';

/** `/preferences`: the same form as the Settings screen's Preferences tab. */
export function PreferencesScreen() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <Box>
        <Typography variant="h4" component="h1">
          Preferences
        </Typography>
        <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
          Your defaults for new keywords.
        </Typography>
      </Box>
      <PreferencesForm />
    </Stack>
  );
}

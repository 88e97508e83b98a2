import { Stack } from '@mui/material';
import { PageHeader } from '../../components/layout/page-header';
import { PreferencesForm } from './components/preferences-form';

/** `/preferences`: the same form as the Settings screen's Preferences tab. */
export function PreferencesScreen() {
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader title="Preferences" subtitle="Your defaults for new keywords." />
      <PreferencesForm />
    </Stack>
  );
}

import { Stack } from '@mui/material';
import { PageHeader } from '../../components/layout/page-header';
import { ProcessTester } from './components/process-tester';

/** `/debug`: the pipeline process tester. */
export function DebugScreen() {
  return (
    <Stack spacing={3}>
      <PageHeader
        title="Debug Tools"
        subtitle="Try the generation steps on one keyword without saving or publishing anything."
      />
      <ProcessTester />
    </Stack>
  );
}

import PlayArrowIcon from '@mui/icons-material/PlayArrow';
import {
  Alert,
  AlertTitle,
  Box,
  Button,
  Card,
  CardContent,
  Divider,
  LinearProgress,
  Typography,
} from '@mui/material';
import { type DebugProcessRequest, debugProcessRequestSchema } from '#shared/schemas/debug';
import { Form } from '../../../components/form/form';
import { FormTextField } from '../../../components/form/form-text-field';
import { DebugRequestError, debugErrorText, useRunDebugSteps } from '../api/run-debug-steps';
import { DebugResultView } from './debug-result-view';

/**
 * The pipeline process tester: runs the steps for one keyword and shows each step and what it produced.
 * Shown at `/debug` and in the Settings screen's Debug Tools tab.
 */
export function ProcessTester() {
  const run = useRunDebugSteps();
  return (
    <Card>
      <CardContent sx={{ display: 'flex', flexDirection: 'column', gap: 3 }}>
        <Box>
          <Typography variant="h6" component="h2">
            Process Tester
          </Typography>
          <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
            Runs the pipeline steps for one keyword with the active prompts and the saved credentials, and
            shows each step's result.
          </Typography>
        </Box>
        <Form
          schema={debugProcessRequestSchema}
          defaultValues={{ keyword: '' }}
          onSubmit={(request) => run.mutate(request)}
          aria-label="Process Tester"
        >
          {() => (
            <Box
              sx={{
                display: 'flex',
                gap: 1.5,
                alignItems: 'flex-start',
                flexDirection: { xs: 'column', sm: 'row' },
              }}
            >
              <FormTextField<DebugProcessRequest>
                name="keyword"
                label="Keyword"
                placeholder="e.g. best running shoes"
                disabled={run.isPending}
              />
              <Button
                type="submit"
                variant="contained"
                size="large"
                loading={run.isPending}
                loadingPosition="start"
                startIcon={<PlayArrowIcon />}
                sx={{ flexShrink: 0, minHeight: 56, width: { xs: '100%', sm: 'auto' } }}
              >
                {run.isPending ? 'Running...' : 'Run Test'}
              </Button>
            </Box>
          )}
        </Form>
        {run.isPending && (
          <Box role="status">
            <LinearProgress />
            <Typography variant="body2" color="textSecondary" sx={{ mt: 1 }}>
              Running the steps. Generating images can take a minute.
            </Typography>
          </Box>
        )}
        {run.error && (
          <Alert severity="error">
            <AlertTitle>{debugErrorText(run.error)}</AlertTitle>
            {run.error instanceof DebugRequestError && run.error.detail}
          </Alert>
        )}
        {run.data && !run.isPending && <DebugResultView result={run.data} />}
        <Box>
          <Divider sx={{ mb: 2 }} />
          <Typography variant="caption" color="textSecondary" component="p">
            This tool is for debugging only: nothing it generates is saved or published.
          </Typography>
        </Box>
      </CardContent>
    </Card>
  );
}

import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { serverMessage } from '../../../lib/api-error-message';
import { useManualMetaStatus } from '../api/get-meta-status';
import { MetaConnectionResult } from './meta-connection-result';

/** Test Connection: asks the server to check the saved credentials against Meta, and shows what it found. */
export function MetaConnectionTest() {
  const status = useManualMetaStatus();
  const checked = status.data !== undefined || status.error !== null;
  return (
    <Card>
      <CardContent>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: checked ? 2 : 0 }}>
          <Box sx={{ flex: '1 1 260px' }}>
            <Typography variant="h6" component="h2">
              Connection
            </Typography>
            <Typography variant="body2" color="textSecondary" sx={{ mt: 0.5 }}>
              Checks the saved token, the user it belongs to and the default ad account with Meta.
            </Typography>
          </Box>
          <Button
            variant="outlined"
            startIcon={<NetworkCheckIcon />}
            loading={status.isFetching}
            loadingPosition="start"
            onClick={() => status.refetch()}
          >
            {status.isFetching ? 'Testing...' : 'Test Connection'}
          </Button>
        </Box>
        {checked && !status.isFetching && (
          <Stack role="status" aria-live="polite" aria-label="Connection result">
            <MetaConnectionResult status={status.data} error={serverMessage(status.error)} />
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

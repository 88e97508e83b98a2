import NetworkCheckIcon from '@mui/icons-material/NetworkCheck';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useManualMetaStatus } from '../../../api/get-meta-status';
import { serverMessage } from '../../../lib/api-error-message';
import { useManualMetaAssetChecks } from '../api/get-meta-assets';
import { MetaConnectionResult } from './meta-connection-result';
import { MetaEntryChecks } from './meta-entry-checks';

/**
 * Test Connection: asks the server to check the saved credentials against Meta and shows what it found;
 * once connected, also which saved ad accounts, pages and pixels the token cannot use.
 */
export function MetaConnectionTest() {
  const status = useManualMetaStatus();
  const checks = useManualMetaAssetChecks();
  const busy = status.isFetching || checks.some((check) => check.isFetching);
  const checked = status.data !== undefined || status.error !== null;

  const test = async () => {
    const result = await status.refetch();
    if (result.data?.connected) await Promise.all(checks.map((check) => check.refetch()));
  };

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
            loading={busy}
            loadingPosition="start"
            onClick={test}
          >
            {busy ? 'Testing...' : 'Test Connection'}
          </Button>
        </Box>
        {checked && !status.isFetching && (
          <Stack spacing={1.5} role="status" aria-live="polite" aria-label="Connection result">
            <MetaConnectionResult status={status.data} error={serverMessage(status.error)} />
            {status.data?.connected && <MetaEntryChecks checks={checks} />}
          </Stack>
        )}
      </CardContent>
    </Card>
  );
}

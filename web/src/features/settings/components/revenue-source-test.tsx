import FactCheckOutlinedIcon from '@mui/icons-material/FactCheckOutlined';
import { Alert, Box, Button } from '@mui/material';
import { formatCount } from '../../../lib/format';
import { useTestRevenueSource } from '../api/test-revenue-source';

/** 'Test': runs the saved query for yesterday (US Eastern) and shows the row count or Snowflake's reason. */
export function RevenueSourceTest({ configured }: { configured: boolean }) {
  const test = useTestRevenueSource();
  return (
    <Box sx={{ display: 'flex', flexDirection: 'column', gap: 1.5 }}>
      <Box>
        <Button
          variant="outlined"
          startIcon={<FactCheckOutlinedIcon />}
          loading={test.isPending}
          loadingPosition="start"
          disabled={!configured}
          onClick={() => test.mutate()}
        >
          {test.isPending ? 'Testing...' : 'Test'}
        </Button>
      </Box>
      <Box role="status" aria-live="polite" aria-label="Revenue source test result">
        {test.isSuccess && (
          <Alert severity="success">
            The query returned {formatCount(test.data.rowCount)} {test.data.rowCount === 1 ? 'row' : 'rows'}{' '}
            for yesterday ({test.data.day}).
          </Alert>
        )}
        {test.isError && <Alert severity="error">{test.error.message}</Alert>}
      </Box>
    </Box>
  );
}

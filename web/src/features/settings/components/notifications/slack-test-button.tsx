import SendOutlinedIcon from '@mui/icons-material/SendOutlined';
import { Alert, Box, Button } from '@mui/material';
import { useFormContext } from 'react-hook-form';
import type { NotificationSettingsInput } from '#shared/schemas/notification-settings';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { useSendSlackTest } from '../../api/save-notification-settings';

/** "Send test": a message to the webhook in the form (its mask stands for the saved one), and Slack's answer. */
export function SlackTestButton() {
  const { getValues } = useFormContext<NotificationSettingsInput>();
  const test = useSendSlackTest();
  const result = test.data;
  return (
    <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
      <Button
        variant="outlined"
        startIcon={<SendOutlinedIcon />}
        loading={test.isPending}
        loadingPosition="start"
        onClick={() => test.mutate(getValues('slackWebhookUrl'))}
      >
        Send test
      </Button>
      {(result || test.error) && (
        <Alert severity={result?.ok ? 'success' : 'error'} role="status" sx={{ py: 0, flex: '1 1 240px' }}>
          {result ? result.message : apiErrorMessage(test.error)}
        </Alert>
      )}
    </Box>
  );
}

import { Alert, AlertTitle, Button } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import { useMetaStatus } from '../../../api/get-meta-status';

const ButtonLink = createLink(Button);

/**
 * The creator's two warnings, worded as docs/contract.md#campaign-creator has them: credentials missing, or
 * the automatic connection test failed. Either way the form stays usable, so a user sees what a campaign
 * would need.
 */
export function MetaConnectionAlerts({ configured }: { configured: boolean | undefined }) {
  const status = useMetaStatus({ enabled: configured === true });
  if (configured === false) {
    return (
      <Alert
        severity="warning"
        action={
          <ButtonLink to="/settings" search={{ tab: 'meta' }} color="inherit" size="small">
            Configure
          </ButtonLink>
        }
      >
        <AlertTitle>Meta API not configured</AlertTitle>
        Save your Meta credentials in Settings before creating campaigns.
      </Alert>
    );
  }
  const failed = status.isError || (status.data && !status.data.connected);
  if (!failed) return null;
  return (
    <Alert
      severity="error"
      action={
        <ButtonLink to="/settings" search={{ tab: 'meta' }} color="inherit" size="small">
          Check credentials
        </ButtonLink>
      }
    >
      <AlertTitle>Meta API connection failed</AlertTitle>
      {status.data?.message ||
        status.error?.message ||
        'Could not connect to Meta API. Please check your credentials.'}
    </Alert>
  );
}

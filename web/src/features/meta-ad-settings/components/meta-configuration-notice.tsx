import { Alert, AlertTitle, Button } from '@mui/material';
import { createLink } from '@tanstack/react-router';

const ButtonLink = createLink(Button);

/**
 * Why 'Create New Profile' is disabled: profiles need saved Meta credentials
 * (docs/contract.md#ad-settings-profiles).
 */
export function MetaConfigurationNotice() {
  return (
    <Alert
      severity="error"
      action={
        <ButtonLink to="/settings" search={{ tab: 'meta' }} color="inherit" size="small">
          Open Settings
        </ButtonLink>
      }
    >
      <AlertTitle>Meta Configuration Required</AlertTitle>
      You need to configure Meta credentials first in the Settings page before creating ad settings profiles.
    </Alert>
  );
}

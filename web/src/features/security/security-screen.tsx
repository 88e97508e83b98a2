import { Alert, Button, Stack } from '@mui/material';
import { PRODUCT_NAME } from '#shared/product/product';
import { LoadingStatus } from '../../components/feedback/loading-status';
import { PageHeader } from '../../components/layout/page-header';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useAuthUser } from '../../lib/auth-user';
import { useSecondFactors } from './api/second-factors';
import { AuthenticatorAppCard } from './components/authenticator-app-card';
import { PasskeysCard } from './components/passkeys-card';

/** `/security` (the account menu's Security): the signed-in user's own second factors. */
export function SecurityScreen() {
  const factors = useSecondFactors();
  const setupRequired = useAuthUser().data?.mfaSetupRequired === true;
  return (
    <Stack spacing={3} sx={{ maxWidth: 760 }}>
      <PageHeader
        title="Security"
        subtitle="Second factors: what signing in asks for after your password, so a password alone is not enough."
      />
      {setupRequired && (
        <Alert severity="warning">
          Your role requires a second factor. Set up an authenticator app or a passkey to go on using{' '}
          {PRODUCT_NAME}.
        </Alert>
      )}
      {factors.isPending ? (
        <LoadingStatus label="Loading your second factors..." />
      ) : factors.error ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={() => void factors.refetch()}>
              Retry
            </Button>
          }
        >
          Failed to load your second factors: {apiErrorMessage(factors.error)}
        </Alert>
      ) : (
        <>
          <AuthenticatorAppCard status={factors.data} />
          <PasskeysCard passkeys={factors.data.passkeys} />
        </>
      )}
    </Stack>
  );
}

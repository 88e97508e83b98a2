import { Alert, AlertTitle, Box, Stack, Typography } from '@mui/material';
import type { MetaStatus } from '#shared/schemas/meta-credentials';
import { formatDateTime } from '../../../lib/format';

const FALLBACK_FAILURE = 'Could not connect to Meta API. Please check your credentials.';

type Details = NonNullable<MetaStatus['details']>;

function expiryText(token: Details['token']): string | undefined {
  if (!token) return undefined;
  if (token.expiresAt === null) return 'Never expires';
  const expires = new Date(token.expiresAt);
  return `${expires < new Date() ? 'Expired' : 'Expires'} ${formatDateTime(token.expiresAt)}`;
}

/** One "label: value" row of the connected details' grid; nothing when the value is unknown. */
function Fact({ label, value }: { label: string; value: string | undefined }) {
  if (!value) return null;
  return (
    <>
      <Typography component="dt" variant="body2" sx={{ fontWeight: 600 }}>
        {label}
      </Typography>
      <Typography component="dd" variant="body2">
        {value}
      </Typography>
    </>
  );
}

function ConnectedDetails({ status }: { status: MetaStatus }) {
  const { user, adAccount, token, timestamp } = status.details ?? ({} as Partial<Details>);
  const userText = user ? [user.name, user.email && `(${user.email})`].filter(Boolean).join(' ') : undefined;
  const accountText = adAccount
    ? [adAccount.name ?? `act_${adAccount.id}`, adAccount.statusLabel && `· ${adAccount.statusLabel}`]
        .filter(Boolean)
        .join(' ')
    : undefined;
  return (
    <Alert severity="success">
      <AlertTitle>{status.message}</AlertTitle>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'max-content 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        <Fact label="User" value={userText} />
        <Fact label="User ID" value={user?.id} />
        <Fact label="Ad account" value={accountText} />
        <Fact label="Account zone" value={adAccount?.timezoneName} />
        <Fact label="Token" value={expiryText(token)} />
        <Fact label="Checked" value={formatDateTime(timestamp)} />
      </Box>
    </Alert>
  );
}

/**
 * What Test Connection found: the connected details, 'Ad Account Access Issue' when the token works but the
 * default ad account does not, and 'Connection Failed' with the server's message otherwise.
 */
export function MetaConnectionResult({ status, error }: { status?: MetaStatus; error?: string }) {
  if (!status?.connected) {
    return (
      <Alert severity="error">
        <AlertTitle>Connection Failed</AlertTitle>
        {status?.message || error || FALLBACK_FAILURE}
      </Alert>
    );
  }
  const accountError = status.details?.adAccount?.error;
  const zoneWarning = status.details?.timezoneWarning;
  return (
    <Stack spacing={1.5}>
      <ConnectedDetails status={status} />
      {accountError && (
        <Alert severity="warning">
          <AlertTitle>Ad Account Access Issue</AlertTitle>
          {accountError}
        </Alert>
      )}
      {zoneWarning && <Alert severity="info">{zoneWarning}</Alert>}
    </Stack>
  );
}

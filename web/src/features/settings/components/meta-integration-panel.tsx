import { Stack } from '@mui/material';
import { useQueryClient } from '@tanstack/react-query';
import { forgetMetaStatus } from '../../../api/get-meta-status';
import { useMetaCredentials } from '../api/get-meta-credentials';
import { CredentialsCard } from './credentials-card';
import { MetaConnectionTest } from './meta-connection-test';
import { MetaCredentialsForm } from './meta-credentials-form';
import { MetaSandboxNotice } from './meta-sandbox-notice';
import { RevenueSourceCard } from './revenue-source-card';

/** The Meta Integration tab: the credentials form and a connection test run on demand. */
export function MetaIntegrationPanel() {
  const saved = useMetaCredentials();
  const queryClient = useQueryClient();
  // A connection result shown for the previous credentials no longer says anything once others are saved.
  const forgetStatus = () => forgetMetaStatus(queryClient);
  return (
    <Stack spacing={3}>
      <CredentialsCard
        title="Meta Integration"
        description="The Meta Marketing API token and app, and the ad accounts, pages and pixels campaigns use. The token and app secret are shown masked once saved."
        isPending={saved.isPending}
        error={saved.error}
      >
        <MetaSandboxNotice
          inUse={saved.data?.sandbox ?? false}
          available={saved.data?.sandboxAvailable ?? false}
        />
        <MetaCredentialsForm saved={saved.data} savedAt={saved.dataUpdatedAt} onSaved={forgetStatus} />
      </CredentialsCard>
      <MetaConnectionTest />
      <RevenueSourceCard />
    </Stack>
  );
}

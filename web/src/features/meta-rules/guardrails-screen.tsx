import { Alert, Box, Skeleton, Stack } from '@mui/material';
import { EmptyCard } from '../../components/feedback/empty-card';
import { apiErrorMessage } from '../../lib/api-error-message';
import { useAuthUser } from '../../lib/auth-user';
import { useGuardrails } from './api/get-guardrails';
import { GuardrailCard } from './components/guardrail-card';
import { RulesHeader } from './components/rules-header';
import { useCanManageRules } from './use-can-manage-rules';

const grid = {
  display: 'grid',
  gap: 2.5,
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 400px), 1fr))',
};

/**
 * `/meta-rules/guardrails`: per ad account, what automation may add to daily budgets and copies in a day
 * and the highest budget it may set on a campaign, with what it used today. Admins change them.
 */
export function GuardrailsScreen() {
  const canManage = useCanManageRules();
  const canEdit = useAuthUser().data?.permissions.includes('system_settings') === true;
  const guardrails = useGuardrails();
  const accounts = guardrails.data?.accounts;
  return (
    <Stack spacing={3}>
      <RulesHeader current="/meta-rules/guardrails" canManage={canManage} />
      <Alert severity="info">
        An action that would pass a cap is skipped and logged as “Skipped: cap”, and the team is notified once
        a day per cap.
        {!canEdit && ' Only an administrator (System settings permission) can change the caps.'}
      </Alert>
      {guardrails.error && (
        <Alert severity="error">Could not load the guardrails: {apiErrorMessage(guardrails.error)}</Alert>
      )}
      {guardrails.isPending ? (
        <Box sx={grid} aria-label="Loading guardrails" aria-busy>
          <Skeleton variant="rounded" height={360} />
        </Box>
      ) : accounts?.length === 0 ? (
        <EmptyCard>No ad accounts yet: save the Meta credentials in Settings first.</EmptyCard>
      ) : (
        <Box sx={grid}>
          {accounts?.map((account) => (
            // Saved again: the fields start over from what the server holds.
            <GuardrailCard
              key={`${account.accountId}:${guardrails.dataUpdatedAt}`}
              account={account}
              canEdit={canEdit}
            />
          ))}
        </Box>
      )}
    </Stack>
  );
}

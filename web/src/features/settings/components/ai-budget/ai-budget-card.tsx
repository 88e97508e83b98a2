import { Alert, Divider, Stack } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { AiBudgetStatus } from '#shared/schemas/ai-budget';
import { useSiteChoices } from '../../../../api/get-site-choices';
import { useAuthUser } from '../../../../lib/auth-user';
import { useAiBudgetSettings } from '../../api/ai-budget';
import { CredentialsCard } from '../credentials-card';
import { AiBudgetForm } from './ai-budget-form';
import { BudgetSpent } from './budget-spent';

const DESCRIPTION =
  'What the AI providers may cost per day and per month (days and months in US Eastern time). Once a limit is spent, new runs wait for budget instead of failing, and go on by themselves when the period rolls over or the limit is raised.';

/**
 * Settings > AI Budget, the budget card: what was spent against the limits for everyone, and the limits
 * for admins (`system_settings`); the others are told who can change them, and the limits are not read.
 */
export function AiBudgetCard({ status }: { status: UseQueryResult<AiBudgetStatus> }) {
  const canEdit = useAuthUser().data?.permissions.includes('system_settings') === true;
  const saved = useAiBudgetSettings(canEdit);
  const sites = useSiteChoices();
  return (
    <CredentialsCard
      title="AI budget"
      description={DESCRIPTION}
      isPending={canEdit && (saved.isPending || sites.isPending)}
      error={saved.error}
    >
      <Stack spacing={3}>
        <BudgetSpent status={status} />
        <Divider />
        {!canEdit ? (
          <Alert severity="info">
            Only an administrator (System settings permission) can change the AI budget.
          </Alert>
        ) : (
          saved.data && (
            <AiBudgetForm
              // Saved again (or the sites changed): the fields start over from what the server holds.
              key={`${saved.dataUpdatedAt}:${sites.dataUpdatedAt}`}
              saved={saved.data}
              sites={sites.data ?? []}
            />
          )
        )}
      </Stack>
    </CredentialsCard>
  );
}

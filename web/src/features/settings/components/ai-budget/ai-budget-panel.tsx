import { Stack } from '@mui/material';
import { useAiBudgetStatus } from '../../../../api/get-ai-budget';
import { AI_BUDGET_POLL_MS } from '../../../../config/ui';
import { AiBudgetCard } from './ai-budget-card';
import { HeldRunsCard } from './held-runs-card';

/** Spend moves while runs go on: the tab reads it again every 30 s while it is open. */
const pollWhileOpen = () => AI_BUDGET_POLL_MS;

/** Settings > AI Budget: the limits with what was spent against them, and the runs waiting for budget. */
export function AiBudgetPanel() {
  const status = useAiBudgetStatus({ refetchInterval: pollWhileOpen });
  return (
    <Stack spacing={3}>
      <AiBudgetCard status={status} />
      <HeldRunsCard status={status} />
    </Stack>
  );
}

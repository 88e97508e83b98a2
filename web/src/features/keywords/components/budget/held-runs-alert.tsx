import { lazy, Suspense } from 'react';
import { useAiBudgetStatus } from '../../../../api/get-ai-budget';
import { AI_BUDGET_POLL_MS } from '../../../../config/ui';
import { useAuthUser } from '../../../../lib/auth-user';

// The alert comes in its own chunk: runs are rarely held, and the dashboard's first load has a JavaScript
// budget (docs/design-rules.md, "Budgets").
const HeldRunsNotice = lazy(() =>
  import('./held-runs-notice').then((module) => ({ default: module.HeldRunsNotice })),
);

/**
 * Above the keywords while runs are held because the AI budget is spent, read again every 30 s until none
 * is (held runs go on by themselves); admins get the link to the AI Budget tab, where they can act.
 */
export function HeldRunsAlert() {
  const permissions = useAuthUser().data?.permissions ?? [];
  const status = useAiBudgetStatus({
    enabled: permissions.includes('view_dashboard'),
    refetchInterval: (answer) => ((answer?.heldRuns.length ?? 0) > 0 ? AI_BUDGET_POLL_MS : false),
  });
  const held = status.data?.heldRuns.length ?? 0;
  if (held === 0) return null;
  return (
    <Suspense fallback={null}>
      <HeldRunsNotice count={held} withLink={permissions.includes('system_settings')} />
    </Suspense>
  );
}

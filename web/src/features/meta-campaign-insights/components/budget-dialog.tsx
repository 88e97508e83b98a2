import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { AmountDialog } from './amount-dialog';
import { usd } from './insights-format';

interface BudgetDialogProps {
  row: EnrichedInsight;
  pending: boolean;
  onSave: (dailyBudget: number) => void;
  onClose: () => void;
}

/** The Budget dialog: the campaign's daily budget in dollars. */
export function BudgetDialog({ row, pending, onSave, onClose }: BudgetDialogProps) {
  return (
    <AmountDialog
      title="Update Daily Budget"
      campaignName={row.campaign_name}
      label="New daily budget"
      current={`Current daily budget: ${row.daily_budget === null ? 'set on the ad sets' : usd(row.daily_budget)}`}
      pending={pending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

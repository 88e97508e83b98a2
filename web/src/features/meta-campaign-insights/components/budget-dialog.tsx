import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { formatUsd } from '../../../lib/format';
import { AmountDialog } from './amount-dialog';

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
      current={`Current daily budget: ${row.daily_budget === null ? 'set on the ad sets' : formatUsd(row.daily_budget)}`}
      pending={pending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

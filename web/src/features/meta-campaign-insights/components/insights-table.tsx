import { Checkbox, TableBody, TableCell, TableHead, TableRow, TableSortLabel } from '@mui/material';
import { useState } from 'react';
import { UNMATCHED_REVENUE_ID } from '#shared/insights/unmatched-revenue';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { EstimatedLegend } from '../../../components/estimated-mark/estimated-mark';
import { OutlinedTable } from '../../../components/outlined-table/outlined-table';
import { useUpdateCampaignBidCap } from '../api/update-campaign-bid-cap';
import { useUpdateCampaignBudget } from '../api/update-campaign-budget';
import { useUpdateCampaignStatus } from '../api/update-campaign-status';
import { BidCapDialog } from './bid-cap-dialog';
import { BudgetDialog } from './budget-dialog';
import { InsightRow, type RowDialog } from './insight-row';
import { METRIC_COLUMNS, SETTING_COLUMNS } from './insights-columns';
import { DEFAULT_SORT, type InsightsSort, nextSort, type SortKey, sortInsights } from './insights-sort';

interface InsightsTableProps {
  rows: EnrichedInsight[];
  selected: ReadonlySet<string>;
  onSelectedChange: (selected: Set<string>) => void;
}

/** The sortable insights table with selection, row actions and their dialogs. */
export function InsightsTable({ rows, selected, onSelectedChange }: InsightsTableProps) {
  const [sort, setSort] = useState<InsightsSort>(DEFAULT_SORT);
  const [dialog, setDialog] = useState<{ kind: RowDialog; row: EnrichedInsight }>();
  const close = () => setDialog(undefined);
  const status = useUpdateCampaignStatus();
  const budget = useUpdateCampaignBudget(close);
  const bidCap = useUpdateCampaignBidCap(close);
  const updatingId = [status, budget, bidCap].find((update) => update.isPending)?.variables?.campaignId;

  const selectable = rows
    .filter((row) => row.campaign_id !== UNMATCHED_REVENUE_ID)
    .map((row) => row.campaign_id);
  const chosen = selectable.filter((id) => selected.has(id)).length;
  const select = (id: string, on: boolean) => {
    const next = new Set(selected);
    if (on) next.add(id);
    else next.delete(id);
    onSelectedChange(next);
  };
  const header = (key: SortKey, label: string, align?: 'right') => (
    <TableCell
      key={key}
      align={align}
      sortDirection={sort.key === key ? sort.direction : false}
      sx={{ whiteSpace: 'nowrap' }}
    >
      <TableSortLabel
        active={sort.key === key}
        direction={sort.key === key ? sort.direction : undefined}
        onClick={() => setSort(nextSort(sort, key))}
      >
        {label}
      </TableSortLabel>
    </TableCell>
  );

  return (
    <>
      <OutlinedTable label="Campaign insights">
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Checkbox
                checked={selectable.length > 0 && chosen === selectable.length}
                indeterminate={chosen > 0 && chosen < selectable.length}
                disabled={selectable.length === 0}
                onChange={(event) => onSelectedChange(new Set(event.target.checked ? selectable : []))}
                slotProps={{ input: { 'aria-label': 'Select all campaigns' } }}
              />
            </TableCell>
            {SETTING_COLUMNS.map(({ key, label }) =>
              header(key, label, key === 'daily_budget' ? 'right' : undefined),
            )}
            <TableCell>Actions</TableCell>
            {METRIC_COLUMNS.map(({ key, label }) => header(key, label, 'right'))}
          </TableRow>
        </TableHead>
        <TableBody>
          {sortInsights(rows, sort).map((row) => (
            <InsightRow
              key={row.campaign_id}
              row={row}
              selected={selected.has(row.campaign_id)}
              updating={updatingId === row.campaign_id}
              onSelect={(on) => select(row.campaign_id, on)}
              onToggleStatus={() =>
                status.mutate({
                  campaignId: row.campaign_id,
                  status: row.status === 'ACTIVE' ? 'PAUSED' : 'ACTIVE',
                })
              }
              onOpen={(kind) => setDialog({ kind, row })}
            />
          ))}
        </TableBody>
      </OutlinedTable>
      {rows.some((row) => row.estimated_revenue > 0) && <EstimatedLegend />}
      {dialog?.kind === 'budget' && (
        <BudgetDialog
          row={dialog.row}
          pending={budget.isPending}
          onSave={(dailyBudget) => budget.mutate({ campaignId: dialog.row.campaign_id, dailyBudget })}
          onClose={close}
        />
      )}
      {dialog?.kind === 'bid-cap' && (
        <BidCapDialog
          row={dialog.row}
          pending={bidCap.isPending}
          onSave={(bidAmount) =>
            bidCap.mutate({
              campaignId: dialog.row.campaign_id,
              bidAmount,
              bidStrategy: dialog.row.bid_strategy,
            })
          }
          onClose={close}
        />
      )}
    </>
  );
}

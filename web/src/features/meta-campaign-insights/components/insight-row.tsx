import { Box, Button, Checkbox, Chip, TableCell, TableRow, Typography } from '@mui/material';
import { UNMATCHED_REVENUE_ID } from '#shared/insights/unmatched-revenue';
import { CAPPED_BID_STRATEGY_NAMES } from '#shared/schemas/meta-campaign-actions';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { formatUsd } from '../../../lib/format';
import { capName } from './bid-cap-dialog';
import { CampaignLinks } from './campaign-links';
import { METRIC_COLUMNS } from './insights-columns';

export type RowDialog = 'budget' | 'bid-cap';

interface InsightRowProps {
  row: EnrichedInsight;
  selected: boolean;
  /** An update of this campaign is running: its buttons are disabled and read 'Updating...'. */
  updating: boolean;
  onSelect: (selected: boolean) => void;
  onToggleStatus: () => void;
  onOpen: (dialog: RowDialog) => void;
}

const nowrap = { whiteSpace: 'nowrap' } as const;

function StatusChip({ status }: { status: string }) {
  const active = status === 'ACTIVE';
  return (
    <Chip
      size="small"
      label={status}
      color={active ? 'success' : status === 'PAUSED' ? 'default' : 'info'}
      variant={active ? 'filled' : 'outlined'}
    />
  );
}

/** One campaign (or the non-matching revenue, which has no checkbox and no actions). */
export function InsightRow({ row, selected, updating, onSelect, onToggleStatus, onOpen }: InsightRowProps) {
  const campaign = row.campaign_id !== UNMATCHED_REVENUE_ID;
  const capped = CAPPED_BID_STRATEGY_NAMES.includes(row.bid_strategy);
  const action = (label: string, onClick: () => void) => (
    <Button size="small" variant="outlined" disabled={updating} onClick={onClick} sx={nowrap}>
      {updating ? 'Updating...' : label}
    </Button>
  );
  return (
    <TableRow hover selected={selected}>
      <TableCell padding="checkbox">
        {campaign && (
          <Checkbox
            checked={selected}
            onChange={(event) => onSelect(event.target.checked)}
            slotProps={{ input: { 'aria-label': `Select ${row.campaign_name}` } }}
          />
        )}
      </TableCell>
      <TableCell sx={{ minWidth: 220, maxWidth: 320 }}>
        <Typography variant="body2" sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>
          {row.campaign_name}
        </Typography>
        {campaign && <CampaignLinks row={row} />}
      </TableCell>
      <TableCell>
        <StatusChip status={row.status} />
      </TableCell>
      <TableCell sx={nowrap}>{row.objective}</TableCell>
      <TableCell sx={nowrap}>{row.bid_strategy}</TableCell>
      <TableCell align="right" sx={nowrap}>
        {row.daily_budget === null ? '—' : formatUsd(row.daily_budget)}
      </TableCell>
      <TableCell>
        {campaign && (
          <Box sx={{ display: 'flex', gap: 1 }}>
            {action(row.status === 'ACTIVE' ? 'Pause' : 'Activate', onToggleStatus)}
            {action('Budget', () => onOpen('budget'))}
            {capped && action(capName(row.bid_strategy), () => onOpen('bid-cap'))}
          </Box>
        )}
      </TableCell>
      {METRIC_COLUMNS.map((column) => (
        <TableCell key={column.key} align="right" sx={nowrap}>
          {column.render(row)}
        </TableCell>
      ))}
    </TableRow>
  );
}

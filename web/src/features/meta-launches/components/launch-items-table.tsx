import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import type { LaunchItem } from '#shared/schemas/meta-launches';
import { OutlinedTable } from '../../../components/outlined-table/outlined-table';
import { LaunchItemStatusChip } from './launch-status-chip';

const RouterLink = createLink(Link);

/** What became of one campaign: its page once created, Meta's words (or ours) if it failed. */
function Outcome({ item }: { item: LaunchItem }) {
  if (item.status === 'failed')
    return (
      <Typography variant="body2" color="error" sx={{ overflowWrap: 'anywhere' }}>
        {item.error ?? 'Failed without a reason'}
      </Typography>
    );
  if (item.recordId)
    return (
      <RouterLink to="/meta-campaigns/$id" params={{ id: item.recordId }} sx={{ overflowWrap: 'anywhere' }}>
        {item.campaignName ?? 'View campaign'}
      </RouterLink>
    );
  return (
    <Typography variant="body2" color="textSecondary">
      {item.campaignName ?? 'Waiting'}
    </Typography>
  );
}

/** Each campaign of a launch: its keyword, status, and its campaign page or why it failed. */
export function LaunchItemsTable({ items }: { items: LaunchItem[] }) {
  return (
    <OutlinedTable label="Campaigns of this launch">
      <TableHead>
        <TableRow>
          <TableCell>Keyword</TableCell>
          <TableCell>Status</TableCell>
          <TableCell>Campaign</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {items.map((item) => (
          <TableRow key={item.keywordId} sx={{ verticalAlign: 'top' }}>
            <TableCell sx={{ fontWeight: 500, overflowWrap: 'anywhere' }}>{item.masterKeyword}</TableCell>
            <TableCell>
              <LaunchItemStatusChip status={item.status} />
            </TableCell>
            <TableCell>
              <Outcome item={item} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </OutlinedTable>
  );
}

import { Button, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import type { CampaignRow } from '#shared/schemas/meta-campaigns';
import { OutlinedTable, wideOnly } from '../../../components/outlined-table/outlined-table';
import { formatDate } from '../../../lib/format';
import { CampaignStatusChip } from './campaign-status-chip';

const ButtonLink = createLink(Button);
const clamp = { maxWidth: 260, overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' } as const;

/**
 * The campaign list's table, with the columns of docs/contract.md#campaign-list; ad copy and ids only on wide
 * screens.
 */
export function CampaignsTable({ campaigns }: { campaigns: CampaignRow[] }) {
  return (
    <OutlinedTable label="Campaigns">
      <TableHead>
        <TableRow>
          <TableCell>Name</TableCell>
          <TableCell>Status</TableCell>
          <TableCell sx={wideOnly}>Ad Title</TableCell>
          <TableCell sx={wideOnly}>Ad Description</TableCell>
          <TableCell sx={wideOnly}>Campaign ID</TableCell>
          <TableCell sx={wideOnly}>Created</TableCell>
          <TableCell align="right">Actions</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {campaigns.map((campaign) => (
          <TableRow key={campaign.id} hover>
            <TableCell sx={{ fontWeight: 500, wordBreak: 'break-word' }}>{campaign.campaignName}</TableCell>
            <TableCell>
              <CampaignStatusChip status={campaign.status} />
            </TableCell>
            <TableCell sx={{ ...wideOnly, ...clamp }}>{campaign.adTitle}</TableCell>
            <TableCell sx={{ ...wideOnly, ...clamp }}>
              <Typography variant="body2" color="textSecondary" noWrap>
                {campaign.adDescription}
              </Typography>
            </TableCell>
            <TableCell sx={{ ...wideOnly, fontFamily: 'monospace' }}>
              {campaign.settings.campaignId}
            </TableCell>
            <TableCell sx={wideOnly}>{formatDate(campaign.createdAt)}</TableCell>
            <TableCell align="right">
              <ButtonLink
                to="/meta-campaigns/$id"
                params={{ id: campaign.id }}
                size="small"
                variant="outlined"
              >
                View
              </ButtonLink>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </OutlinedTable>
  );
}

import { Link, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import { formatAiUsd, formatUsd } from '../../lib/format';
import { OutlinedTable, wideOnly } from '../outlined-table/outlined-table';
import { RoiText } from './roi-text';

const RouterLink = createLink(Link);
/** Spend and revenue give way on phones, where the campaign, ROI and net ROI must fit 390 px. */
const notOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/** A keyword's campaigns over the range: spend, revenue, Meta's ROI and ROI net of the AI cost, with totals. */
export function CampaignEconomicsTable({
  economics,
  campaignId,
}: {
  economics: KeywordEconomics;
  /** Shows only this campaign (Meta's id), without the totals. */
  campaignId?: string;
}) {
  const rows = campaignId
    ? economics.campaigns.filter((campaign) => campaign.campaignId === campaignId)
    : economics.campaigns;
  return (
    <OutlinedTable label="Campaign economics">
      <TableHead>
        <TableRow>
          <TableCell>Campaign</TableCell>
          <TableCell align="right" sx={notOnPhones}>
            Spend
          </TableCell>
          <TableCell align="right" sx={notOnPhones}>
            Revenue
          </TableCell>
          <TableCell align="right">ROI</TableCell>
          <TableCell align="right" sx={wideOnly}>
            AI Cost
          </TableCell>
          <TableCell align="right">Net ROI</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((campaign) => (
          <TableRow key={campaign.id}>
            <TableCell sx={{ wordBreak: 'break-word' }}>
              <RouterLink to="/meta-campaigns/$id" params={{ id: campaign.id }}>
                {campaign.campaignName}
              </RouterLink>
              <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                {campaign.status}
              </Typography>
            </TableCell>
            <TableCell align="right" sx={notOnPhones}>
              {formatUsd(campaign.spend)}
            </TableCell>
            <TableCell align="right" sx={notOnPhones}>
              {formatUsd(campaign.revenue)}
            </TableCell>
            <TableCell align="right">
              <RoiText value={campaign.roi} />
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {formatAiUsd(campaign.aiCost)}
            </TableCell>
            <TableCell align="right">
              <RoiText value={campaign.netRoi} />
            </TableCell>
          </TableRow>
        ))}
        {!campaignId && rows.length > 1 && (
          <TableRow>
            <TableCell sx={{ fontWeight: 600 }}>Total</TableCell>
            <TableCell align="right" sx={notOnPhones}>
              {formatUsd(economics.totals.spend)}
            </TableCell>
            <TableCell align="right" sx={notOnPhones}>
              {formatUsd(economics.totals.revenue)}
            </TableCell>
            <TableCell align="right">
              <RoiText value={economics.totals.roi} />
            </TableCell>
            <TableCell align="right" sx={wideOnly}>
              {formatAiUsd(economics.aiCost.total)}
            </TableCell>
            <TableCell align="right">
              <RoiText value={economics.totals.netRoi} />
            </TableCell>
          </TableRow>
        )}
      </TableBody>
    </OutlinedTable>
  );
}

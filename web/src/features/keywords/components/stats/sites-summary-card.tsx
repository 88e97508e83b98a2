import {
  Card,
  CardContent,
  Stack,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import { useState } from 'react';
import { type InsightsPreset, presetRange } from '#shared/insights/insights-formulas';
import { EconomicsHeading } from '../../../../components/economics/economics-heading';
import { ATTRIBUTION_NOTE, EconomicsState } from '../../../../components/economics/economics-state';
import { RoiText } from '../../../../components/economics/roi-text';
import { OutlinedTable } from '../../../../components/outlined-table/outlined-table';
import { formatAiUsd, formatUsd } from '../../../../lib/format';
import { useSiteEconomics } from '../../api/get-site-economics';

/** The AI cost gives way on phones, where the site, spend, revenue and net ROI must fit 390 px. */
const notOnPhones = { display: { xs: 'none', sm: 'table-cell' } } as const;

/**
 * The dashboard's Sites summary: per site, its campaigns' spend and revenue, its keywords' AI cost and
 * the net ROI over a range (Last 30 Days first, as a keyword's economics).
 */
export function SitesSummaryCard() {
  const [preset, setPreset] = useState<InsightsPreset>('last30');
  // Computed on each render so "Today" never goes stale across midnight.
  const range = presetRange(preset, Date.now());
  const economics = useSiteEconomics(range);
  const data = economics.data;
  return (
    <Card component="section" aria-labelledby="sites-summary-title">
      <CardContent>
        <Stack spacing={2}>
          <EconomicsHeading
            title="Sites"
            titleId="sites-summary-title"
            headingLevel="h2"
            range={range}
            preset={preset}
            onPresetChange={setPreset}
          />
          {!data ? (
            <EconomicsState error={economics.error} onRetry={() => void economics.refetch()} />
          ) : (
            <Stack spacing={1}>
              <OutlinedTable label="Sites economics">
                <TableHead>
                  <TableRow>
                    <TableCell>Site</TableCell>
                    <TableCell align="right">Spend</TableCell>
                    <TableCell align="right">Revenue</TableCell>
                    <TableCell align="right" sx={notOnPhones}>
                      AI Cost
                    </TableCell>
                    <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                      Net ROI
                    </TableCell>
                  </TableRow>
                </TableHead>
                <TableBody>
                  {data.sites.map((site) => (
                    <TableRow key={site.siteId}>
                      <TableCell sx={{ wordBreak: 'break-word' }}>
                        {site.name}
                        <Typography variant="caption" color="textSecondary" sx={{ display: 'block' }}>
                          {site.campaigns === 1 ? '1 campaign' : `${site.campaigns} campaigns`}
                        </Typography>
                      </TableCell>
                      <TableCell align="right">{formatUsd(site.spend)}</TableCell>
                      <TableCell align="right">{formatUsd(site.revenue)}</TableCell>
                      <TableCell align="right" sx={notOnPhones}>
                        {formatAiUsd(site.aiCost)}
                      </TableCell>
                      <TableCell align="right">
                        <RoiText value={site.netRoi} />
                      </TableCell>
                    </TableRow>
                  ))}
                </TableBody>
              </OutlinedTable>
              <Typography variant="caption" color="textSecondary">
                {ATTRIBUTION_NOTE}
              </Typography>
            </Stack>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

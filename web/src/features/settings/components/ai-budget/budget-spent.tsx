import { Alert, Box, Skeleton, Stack, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import { useId } from 'react';
import type { AiBudgetStatus } from '#shared/schemas/ai-budget';
import { siteName, useSiteChoices } from '../../../../api/get-site-choices';
import { twoColumns } from '../../../../components/form/dialog-section';
import { apiErrorMessage } from '../../../../lib/api-error-message';
import { BudgetMeter } from './budget-meter';

/** What the AI providers cost this day and month against the limits: the account's, then each site's. */
export function BudgetSpent({ status }: { status: UseQueryResult<AiBudgetStatus> }) {
  const sites = useSiteChoices();
  const headingId = useId();
  if (status.isPending) return <Skeleton variant="rounded" height={72} />;
  if (!status.data)
    return <Alert severity="error">Could not read what was spent: {apiErrorMessage(status.error)}</Alert>;
  const { daily, monthly } = status.data;
  return (
    <Stack spacing={2.5} component="section" aria-labelledby={headingId}>
      <Typography id={headingId} variant="subtitle2" component="h3">
        Spent this period
      </Typography>
      <Box sx={twoColumns}>
        <BudgetMeter kind="daily" usage={daily} />
        <BudgetMeter kind="monthly" usage={monthly} />
      </Box>
      {status.data.sites.map((site) => {
        const name = siteName(sites.data, site.siteId);
        return (
          <Stack key={site.siteId} spacing={1}>
            <Typography variant="body2" color="textSecondary">
              {name}
            </Typography>
            <Box sx={twoColumns}>
              <BudgetMeter kind="daily" usage={site.daily} owner={name} />
              <BudgetMeter kind="monthly" usage={site.monthly} owner={name} />
            </Box>
          </Stack>
        );
      })}
    </Stack>
  );
}

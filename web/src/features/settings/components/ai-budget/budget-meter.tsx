import { LinearProgress, Stack, Typography } from '@mui/material';
import type { AiBudgetPeriod } from '#shared/schemas/ai-budget';
import { formatDay, formatMonth } from '../../../../lib/format';
import { budgetUsage } from './budget-usage';

const PERIODS = {
  daily: { title: 'Today', spent: 'Spent today', format: formatDay },
  monthly: { title: 'This month', spent: 'Spent this month', format: formatMonth },
} as const;

interface BudgetMeterProps {
  kind: keyof typeof PERIODS;
  usage: AiBudgetPeriod;
  /** A site's spend: named on its bar, and undated (its periods are the account's). */
  owner?: string;
}

/** One period's spend: "Today (Nov 29, 2026) $12.34 of $50.00", over a bar coloured by how much is gone. */
export function BudgetMeter({ kind, usage, owner }: BudgetMeterProps) {
  const { title, spent, format } = PERIODS[kind];
  const { text, percent, color } = budgetUsage(usage);
  return (
    <Stack spacing={0.75}>
      <Stack
        direction="row"
        useFlexGap
        sx={{ justifyContent: 'space-between', flexWrap: 'wrap', columnGap: 2 }}
      >
        <Typography variant="body2">
          {title}
          {/* A site's periods are the account's, dated just above it. */}
          {!owner && (
            <Typography component="span" variant="body2" color="textSecondary">
              {` (${format(usage.period)})`}
            </Typography>
          )}
        </Typography>
        <Typography variant="body2" sx={{ fontWeight: 500 }}>
          {text}
        </Typography>
      </Stack>
      {percent !== undefined && (
        <LinearProgress
          variant="determinate"
          value={percent}
          color={color}
          aria-label={owner ? `${owner}: ${spent.toLowerCase()}` : spent}
          sx={{ height: 8, borderRadius: 4 }}
        />
      )}
    </Stack>
  );
}

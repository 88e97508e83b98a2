import { Box, Typography } from '@mui/material';
import type { AccountGuardrails } from '#shared/schemas/meta-rule-guardrails';
import { formatDay, formatUsd } from '../../../lib/format';

const capText = (cap: number | null, format: (value: number) => string) =>
  cap === null ? 'no cap' : format(cap);

/** What automation used of the account's day caps, against the caps (US Eastern day, for now). */
export function GuardrailUsage({ account }: { account: AccountGuardrails }) {
  const { usedToday } = account;
  const rows = [
    [
      'Added to daily budgets',
      `${formatUsd(usedToday.increaseUsd)} of ${capText(account.maxDailyIncreaseUsd, formatUsd)}`,
    ],
    ['Copies made', `${usedToday.copies} of ${capText(account.maxCopiesPerDay, String)}`],
  ] as const;
  return (
    <Box component="section" aria-label={`Used today by ${account.name}`}>
      <Typography variant="overline" color="textSecondary" component="h3">
        Today, {formatDay(account.day)} (US Eastern)
      </Typography>
      <Box
        component="dl"
        sx={{ m: 0, display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: 2, rowGap: 0.5 }}
      >
        {rows.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2" color="textSecondary">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, fontWeight: 600 }}>
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
    </Box>
  );
}

import { Box, Card, CardContent, Divider, Stack, Typography } from '@mui/material';
import type { AccountGuardrails } from '#shared/schemas/meta-rule-guardrails';
import { formatUsd } from '../../../lib/format';
import { GuardrailForm } from './guardrail-form';
import { GuardrailUsage } from './guardrail-usage';

/** The caps as a reader sees them: each one's figure or "No cap". */
function SavedCaps({ account }: { account: AccountGuardrails }) {
  const shown = (cap: number | null, format: (value: number) => string) =>
    cap === null ? 'No cap' : format(cap);
  const rows = [
    ['Most added to daily budgets per day', shown(account.maxDailyIncreaseUsd, formatUsd)],
    ['Highest daily budget per campaign', shown(account.maxCampaignBudgetUsd, formatUsd)],
    ['Most copies per day', shown(account.maxCopiesPerDay, String)],
  ] as const;
  return (
    <Stack component="dl" spacing={1} sx={{ m: 0 }}>
      {rows.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="body2" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, fontWeight: 600 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Stack>
  );
}

/** One ad account: today's usage, then its caps (a form for admins, the figures for everyone else). */
export function GuardrailCard({ account, canEdit }: { account: AccountGuardrails; canEdit: boolean }) {
  return (
    <Card component="article" aria-label={account.name}>
      <CardContent>
        <Stack spacing={2}>
          <Box>
            <Typography component="h2" variant="h6" sx={{ overflowWrap: 'anywhere' }}>
              {account.name}
            </Typography>
            <Typography variant="body2" color="textSecondary">
              act_{account.accountId}
            </Typography>
          </Box>
          <GuardrailUsage account={account} />
          <Divider />
          {canEdit ? <GuardrailForm account={account} /> : <SavedCaps account={account} />}
        </Stack>
      </CardContent>
    </Card>
  );
}

import { Alert, Box, Typography } from '@mui/material';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import { ResultDialog } from '../../../components/result-dialog/result-dialog';
import { formatEasternDateTime } from '../../../lib/format';
import { outcomeCounts } from '../rule-words';
import { ActionRecord } from './action-record';

interface RunResultDialogProps {
  rule: Rule;
  result: RuleRunResponse;
  onClose: () => void;
}

/** A run's outcomes per campaign: what the rule did or (dry run) would do, and why. */
export function RunResultDialog({ rule, result, onClose }: RunResultDialogProps) {
  const metrics = rule.conditions.map((condition) => condition.metric);
  return (
    <ResultDialog title={`${result.dryRun ? 'Dry run' : 'Run'}: ${rule.name}`} dividers onClose={onClose}>
      <Alert severity={result.dryRun ? 'info' : 'success'} sx={{ mb: 2 }}>
        {result.dryRun ? 'Nothing was changed: this is what the rule would do now.' : 'The rule has run.'}{' '}
        {outcomeCounts(result.outcomes)}.
      </Alert>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 2 }}>
        Evaluated {formatEasternDateTime(result.evaluatedAt)}; insights data as of{' '}
        {result.dataAsOf ? formatEasternDateTime(result.dataAsOf) : 'never (no refresh yet)'}.
      </Typography>
      {result.outcomes.length === 0 ? (
        <Typography color="textSecondary">
          No campaign in the rule's scope has insights for its window.
        </Typography>
      ) : (
        <Box component="ul" aria-label="Outcomes" sx={{ display: 'grid', gap: 1.5, p: 0, m: 0 }}>
          {result.outcomes.map((outcome) => (
            <ActionRecord key={outcome.campaignId} {...outcome} message={outcome.reason} metrics={metrics} />
          ))}
        </Box>
      )}
    </ResultDialog>
  );
}

import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
  useMediaQuery,
} from '@mui/material';
import { useTheme } from '@mui/material/styles';
import { useId } from 'react';
import type { RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
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
  const theme = useTheme();
  const fullScreen = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const metrics = rule.conditions.map((condition) => condition.metric);
  return (
    <Dialog open onClose={onClose} fullScreen={fullScreen} fullWidth maxWidth="md" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ overflowWrap: 'anywhere' }}>
        {result.dryRun ? 'Dry run' : 'Run'}: {rule.name}
      </DialogTitle>
      <DialogContent dividers>
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
              <ActionRecord
                key={outcome.campaignId}
                {...outcome}
                message={outcome.reason}
                metrics={metrics}
              />
            ))}
          </Box>
        )}
      </DialogContent>
      <DialogActions sx={{ px: 3, py: 2 }}>
        <Button variant="contained" onClick={onClose}>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}

import { Box, Chip, type ChipProps, Paper, Typography } from '@mui/material';
import { type ReactNode, useId } from 'react';
import { revenueDataUsed } from '#shared/meta/rules/meta-rule-revenue-data';
import type { RuleFigures, RuleLogStatus, RuleRevenueData, RuleValue } from '#shared/schemas/meta-rule-runs';
import { RULE_METRICS, type RuleAction, type RuleMetric } from '#shared/schemas/meta-rules';
import { RULE_LOG_STATUS_LABELS } from '../rule-labels';
import { actionInWords, changeInWords, figuresInWords } from '../rule-words';
import { CopyLink } from './copy-link';

const STATUS_COLORS: Record<RuleLogStatus, ChipProps['color']> = {
  would_apply: 'info',
  applied: 'success',
  failed: 'error',
  skipped: 'warning',
  not_matched: 'default',
  undone: 'secondary',
};

export function StatusChip({ status }: { status: RuleLogStatus }) {
  return (
    <Chip
      size="small"
      label={RULE_LOG_STATUS_LABELS[status]}
      color={STATUS_COLORS[status]}
      variant="outlined"
    />
  );
}

interface ActionRecordProps {
  campaignName: string;
  campaignId: string;
  status: RuleLogStatus;
  action: RuleAction;
  figures: RuleFigures;
  /** The metrics to show (the rule's conditions'); all the figures where the rule is unknown. */
  metrics?: readonly RuleMetric[];
  before: RuleValue;
  after: RuleValue;
  /** Why the rule acted or not, or Meta's answer. */
  message: string;
  /** Which revenue the figures used; null on entries older than its recording. */
  revenueData?: RuleRevenueData | null;
  /** A first line above the campaign (the log's time and rule). */
  overline?: ReactNode;
  /** A last line: who ran it, and the undo button. */
  footer?: ReactNode;
}

/**
 * One campaign's outcome of a run, or one entry of the log: the campaign and status, the action and what it
 * changed, the figures it read, and the reason or Meta's answer. A block rather than a table row, so every
 * field stays readable at 390 px without sideways scrolling.
 */
export function ActionRecord({ metrics, overline, footer, ...record }: ActionRecordProps) {
  const titleId = useId();
  const shown = metrics ?? RULE_METRICS.filter((metric) => record.figures[metric] !== undefined);
  return (
    <Paper component="li" variant="outlined" aria-labelledby={titleId} sx={{ p: 2, listStyle: 'none' }}>
      {overline && (
        <Typography variant="caption" color="textSecondary" component="p" sx={{ mb: 0.5 }}>
          {overline}
        </Typography>
      )}
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography
          id={titleId}
          variant="subtitle2"
          component="h3"
          sx={{ overflowWrap: 'anywhere', mr: 'auto' }}
        >
          {record.campaignName}{' '}
          <Typography
            component="span"
            variant="caption"
            color="textSecondary"
            sx={{ display: 'inline-block', whiteSpace: 'nowrap' }}
          >
            {record.campaignId}
          </Typography>
        </Typography>
        <StatusChip status={record.status} />
      </Box>
      <Typography variant="body2" sx={{ mt: 0.5 }}>
        {actionInWords(record.action)}
        {(record.before || record.after) && `: ${changeInWords(record.before, record.after)}`}
      </Typography>
      {record.action.type === 'duplicate' && <CopyLink copy={record.after} />}
      {shown.length > 0 && (
        <Typography variant="body2" color="textSecondary">
          {figuresInWords(record.figures, shown)}
        </Typography>
      )}
      {record.revenueData && (
        <Typography
          variant="body2"
          sx={{ color: record.revenueData.estimatedDays.length > 0 ? 'warning.dark' : 'text.secondary' }}
        >
          {revenueDataUsed(record.revenueData)}
        </Typography>
      )}
      <Typography variant="body2" sx={{ mt: 0.5, overflowWrap: 'anywhere' }}>
        {record.message}
      </Typography>
      {footer}
    </Paper>
  );
}

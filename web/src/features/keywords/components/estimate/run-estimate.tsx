import { Alert, Box, CircularProgress, Stack, Typography } from '@mui/material';
import {
  ESTIMATED_STEP_LABELS,
  type ProcessingEstimate,
  type ProcessingEstimateRequest,
} from '#shared/schemas/ai-budget';
import { formatAiUsd, formatCount, formatUsd } from '../../../../lib/format';
import { useProcessingEstimate } from '../../api/processing-estimate';

type PeriodBudget = ProcessingEstimate['budget']['daily'];

const pipelinesText = (count: number) =>
  `${formatCount(count)} keyword ${count === 1 ? 'pipeline' : 'pipelines'} (variants counted)`;

/** "Today: $38.00 left of $50.00 → $33.20 after this run", or what was spent when the period has no limit. */
function budgetLine(period: string, budget: PeriodBudget): string {
  const { limitUsd, spentUsd, remainingUsd, remainingAfterUsd } = budget;
  if (limitUsd === null || remainingUsd === null || remainingAfterUsd === null)
    return `${period}: no limit (${formatUsd(spentUsd)} spent)`;
  const after =
    remainingAfterUsd >= 0 ? formatUsd(remainingAfterUsd) : `${formatUsd(-remainingAfterUsd)} over the limit`;
  return `${period}: ${formatUsd(Math.max(0, remainingUsd))} left of ${formatUsd(limitUsd)} → ${after} after this run`;
}

/** The estimate's cost by pipeline step, on one wrapping line: "Tags $0.0012 · Article $0.21 · …". */
function StepBreakdown({ byStep }: { byStep: ProcessingEstimate['byStep'] }) {
  return (
    <Box
      component="ul"
      aria-label="Estimated cost by step"
      sx={{ display: 'flex', flexWrap: 'wrap', columnGap: 1.5, rowGap: 0.25, listStyle: 'none', m: 0, p: 0 }}
    >
      {byStep.map(({ step, estimatedCostUsd }) => (
        <Typography key={step} component="li" variant="caption" color="textSecondary">
          {ESTIMATED_STEP_LABELS[step]} {formatAiUsd(estimatedCostUsd)}
        </Typography>
      ))}
    </Box>
  );
}

/**
 * What a run would cost before it starts, and what the AI budget leaves after it; warns when the budget
 * is already spent (the run would be held, "Waiting for budget"). Only information: while it loads or when
 * it cannot be had, the run can start all the same. Nothing is shown without a request to estimate.
 */
export function RunEstimate({ request }: { request: ProcessingEstimateRequest | undefined }) {
  const estimate = useProcessingEstimate(request);
  if (!estimate.isEnabled) return null;
  if (estimate.isError)
    return (
      <Typography variant="body2" color="textSecondary">
        The estimate is not available
      </Typography>
    );
  if (!estimate.data)
    return (
      <Stack direction="row" role="status" useFlexGap sx={{ gap: 1, alignItems: 'center' }}>
        <CircularProgress size={14} aria-hidden />
        <Typography variant="body2" color="textSecondary">
          Estimating…
        </Typography>
      </Stack>
    );
  const { pipelines, estimatedCostUsd, byStep, budget, wouldWait } = estimate.data;
  return (
    <Stack
      component="section"
      aria-label="Estimate"
      spacing={0.75}
      // The last estimate stays while a changed request is asked: dimmed, so it does not read as the new one.
      sx={{
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        px: 2,
        py: 1.5,
        opacity: estimate.isPlaceholderData ? 0.6 : 1,
      }}
    >
      <Box>
        <Typography variant="subtitle2">Estimated AI cost {formatAiUsd(estimatedCostUsd)}</Typography>
        <Typography variant="body2" color="textSecondary">
          {pipelinesText(pipelines)}
        </Typography>
      </Box>
      {byStep.length > 0 && <StepBreakdown byStep={byStep} />}
      <Box>
        <Typography variant="body2">{budgetLine('Today', budget.daily)}</Typography>
        <Typography variant="body2">{budgetLine('This month', budget.monthly)}</Typography>
      </Box>
      {wouldWait && (
        <Alert severity="warning">
          The AI budget is spent: this run will wait for budget (its keywords stay Pending) until the period
          rolls over or an admin raises the limit.
        </Alert>
      )}
    </Stack>
  );
}

import { Alert, AlertTitle, Box } from '@mui/material';
import { AiBudgetLink } from './ai-budget-link';

/** The processing status's current operation of a run held because the AI budget is spent. */
export const isWaitingForBudget = (currentOperation: string) =>
  currentOperation.startsWith('Waiting for budget');

/**
 * In the processing dialog while the run is held: why nothing moves, and that it goes on by itself. The
 * link sits under the text, not beside it: beside, it would squeeze the text into a column on a phone.
 */
export function BudgetWaitAlert() {
  return (
    <Alert severity="warning">
      <AlertTitle>Waiting for budget</AlertTitle>
      The AI budget is spent. The run goes on by itself when the period rolls over or an admin raises the
      limit; its keywords stay Pending until then.
      <Box sx={{ mt: 0.5, ml: -0.5 }}>
        <AiBudgetLink />
      </Box>
    </Alert>
  );
}

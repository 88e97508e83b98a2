import { Alert } from '@mui/material';
import { AiBudgetLink } from './ai-budget-link';

const heldText = (count: number) =>
  count === 1
    ? '1 run is waiting for budget. Its keywords stay Pending until the budget allows.'
    : `${count} runs are waiting for budget. Their keywords stay Pending until the budget allows.`;

/** How many runs the AI budget holds; with the link to the AI Budget tab for those who can act there. */
export function HeldRunsNotice({ count, withLink }: { count: number; withLink: boolean }) {
  return (
    <Alert severity="warning" action={withLink ? <AiBudgetLink /> : undefined}>
      {heldText(count)}
    </Alert>
  );
}

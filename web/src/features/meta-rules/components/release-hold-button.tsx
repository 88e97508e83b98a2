import LockOpenIcon from '@mui/icons-material/LockOpen';
import { Button } from '@mui/material';
import type { RuleHold } from '#shared/schemas/meta-rule-holds';

interface ReleaseHoldButtonProps {
  hold: RuleHold;
  ruleName: string;
  pending: boolean;
  onRelease: (hold: RuleHold) => void;
}

/** "Let it act again": ends a hold after undo, on the rule card and on the action log's entries. */
export function ReleaseHoldButton({ hold, ruleName, pending, onRelease }: ReleaseHoldButtonProps) {
  return (
    <Button
      size="small"
      variant="outlined"
      startIcon={<LockOpenIcon />}
      loading={pending}
      onClick={() => onRelease(hold)}
      aria-label={`Let ${ruleName} act on ${hold.campaignName} again`}
    >
      Let it act again
    </Button>
  );
}

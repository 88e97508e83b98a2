import UndoIcon from '@mui/icons-material/Undo';
import { Box, Button, Chip, Typography } from '@mui/material';
import type { RuleHold } from '#shared/schemas/meta-rule-holds';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import type { RuleMetric } from '#shared/schemas/meta-rules';
import { formatEasternDateTime } from '../../../lib/format';
import { windowDaysInWords } from '../rule-words';
import { ActionRecord } from './action-record';
import { ReleaseHoldButton } from './release-hold-button';

interface LogEntryProps {
  entry: RuleLogEntry;
  metrics?: readonly RuleMetric[];
  canManage: boolean;
  onUndo: (entry: RuleLogEntry) => void;
  /** The hold this entry led to or was skipped for, while it lasts. */
  hold: RuleHold | undefined;
  releasing: boolean;
  onRelease: (hold: RuleHold) => void;
}

/** Who or what made the entry: "admin@example.com, manual, dry run". */
function origin(entry: RuleLogEntry): string {
  return [entry.actor, entry.trigger === 'schedule' ? 'after a refresh' : 'manual', entry.dryRun && 'dry run']
    .filter(Boolean)
    .join(' · ');
}

/**
 * One entry of the action log, with its undo state and (for managers) the Undo button, and while the rule
 * is held off the campaign after that undo, the hold and (for managers) the button that releases it.
 */
export function LogEntry({ entry, metrics, canManage, onUndo, hold, releasing, onRelease }: LogEntryProps) {
  return (
    <ActionRecord
      {...entry}
      metrics={metrics}
      overline={`${formatEasternDateTime(entry.at)} · ${entry.ruleName}`}
      footer={
        <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1, mt: 1 }}>
          <Typography variant="caption" color="textSecondary" sx={{ mr: 'auto' }}>
            By {origin(entry)}
            {entry.undoneAt &&
              ` · undone ${formatEasternDateTime(entry.undoneAt)} by ${entry.undoneBy ?? 'someone'}`}
            {entry.windowDays && (
              <Box component="span" sx={{ display: 'block' }}>
                {windowDaysInWords(entry.windowDays)}
              </Box>
            )}
          </Typography>
          {hold && <Chip size="small" color="warning" label="Held after undo" />}
          {hold && canManage && (
            <ReleaseHoldButton
              hold={hold}
              ruleName={entry.ruleName}
              pending={releasing}
              onRelease={onRelease}
            />
          )}
          {canManage && entry.undoable && !entry.undoneAt && (
            <Button
              size="small"
              variant="outlined"
              startIcon={<UndoIcon />}
              onClick={() => onUndo(entry)}
              aria-label={`Undo ${entry.ruleName} on ${entry.campaignName}`}
            >
              Undo
            </Button>
          )}
        </Box>
      }
    />
  );
}

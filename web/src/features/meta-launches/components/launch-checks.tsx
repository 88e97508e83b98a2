import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlined';
import WarningAmberIcon from '@mui/icons-material/WarningAmber';
import { Box, Chip, List, ListItem, ListItemIcon, ListItemText, Tooltip } from '@mui/material';
import type { LaunchCheck } from '#shared/schemas/meta-launches';
import { visuallyHidden } from '../../../lib/visually-hidden';
import { checksSummary } from '../launch-draft';

const ICON = {
  passed: <CheckCircleOutlineIcon fontSize="small" color="success" />,
  warning: <WarningAmberIcon fontSize="small" color="warning" />,
  failed: <ErrorOutlineIcon fontSize="small" color="error" />,
} as const;
const COLOR = { passed: 'success', warning: 'warning', failed: 'error' } as const;

/** What is not fine about a row, for the chip's tooltip and name: "Article: not published; ...". */
const problems = (checks: readonly LaunchCheck[]) =>
  checks
    .filter((check) => check.status !== 'passed')
    .map((check) => `${check.name}: ${check.message}`)
    .join('; ');

/** A row's checks in one chip (the worst of them); the messages of those not passed on hover and read out. */
export function ChecksChip({ checks }: { checks: readonly LaunchCheck[] }) {
  const { status, text } = checksSummary(checks);
  const detail = problems(checks);
  const chip = (
    <Chip
      size="small"
      variant="outlined"
      color={COLOR[status]}
      icon={ICON[status]}
      label={
        <>
          {text}
          {/* The tooltip's text, for those who hear the row rather than hover it. */}
          {detail && <Box component="span" sx={visuallyHidden}>{`: ${detail}`}</Box>}
        </>
      }
      // Focusable, so a keyboard reaches the tooltip too.
      tabIndex={detail ? 0 : undefined}
    />
  );
  return detail ? (
    <Tooltip title={detail} describeChild>
      {chip}
    </Tooltip>
  ) : (
    chip
  );
}

/** Every check of a row with its message, in the order the server gives them. */
export function CheckList({ checks }: { checks: readonly LaunchCheck[] }) {
  return (
    <List dense disablePadding aria-label="Checks">
      {checks.map((check) => (
        <ListItem key={check.name} disableGutters sx={{ alignItems: 'flex-start', py: 0.25 }}>
          <ListItemIcon sx={{ minWidth: 30, mt: 0.25 }}>{ICON[check.status]}</ListItemIcon>
          <ListItemText
            primary={
              <Box component="span" sx={{ fontWeight: 600 }}>
                {check.name}
                <Box component="span" sx={{ fontWeight: 400, color: 'text.secondary' }}>
                  {` (${check.status})`}
                </Box>
              </Box>
            }
            secondary={check.message}
          />
        </ListItem>
      ))}
    </List>
  );
}

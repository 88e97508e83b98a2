import { Box, FormControlLabel, MenuItem, Switch, TextField } from '@mui/material';
import {
  NOTIFICATION_KIND_LABELS,
  NOTIFICATION_KINDS,
  NOTIFICATION_SEVERITIES,
  NOTIFICATION_SEVERITY_LABELS,
} from '#shared/schemas/notifications';
import type { NotificationFilters as Filters } from '../../../api/get-notifications';

const ANY = '';
/** Shows the 'All ...' choice of an unset filter instead of an empty box under its label. */
const showAll = { inputLabel: { shrink: true }, select: { displayEmpty: true } } as const;

/** Narrows the list by severity and kind, or to the unread ones; 'All' clears a filter. */
export function NotificationFilters({
  filters,
  onChange,
}: {
  filters: Filters;
  onChange: (next: Filters) => void;
}) {
  return (
    <Box
      role="search"
      aria-label="Filter the notifications"
      sx={{
        display: 'grid',
        gap: 2,
        alignItems: 'center',
        gridTemplateColumns: { xs: '1fr', sm: 'minmax(0, 1fr) minmax(0, 2fr) auto' },
      }}
    >
      <TextField
        select
        size="small"
        label="Severity"
        slotProps={showAll}
        value={filters.severity ?? ANY}
        onChange={(event) =>
          onChange({ ...filters, severity: NOTIFICATION_SEVERITIES.find((s) => s === event.target.value) })
        }
      >
        <MenuItem value={ANY}>All severities</MenuItem>
        {NOTIFICATION_SEVERITIES.map((severity) => (
          <MenuItem key={severity} value={severity}>
            {NOTIFICATION_SEVERITY_LABELS[severity]}
          </MenuItem>
        ))}
      </TextField>
      <TextField
        select
        size="small"
        label="Kind"
        slotProps={showAll}
        value={filters.kind ?? ANY}
        onChange={(event) =>
          onChange({ ...filters, kind: NOTIFICATION_KINDS.find((k) => k === event.target.value) })
        }
      >
        <MenuItem value={ANY}>All kinds</MenuItem>
        {NOTIFICATION_KINDS.map((kind) => (
          <MenuItem key={kind} value={kind}>
            {NOTIFICATION_KIND_LABELS[kind]}
          </MenuItem>
        ))}
      </TextField>
      <FormControlLabel
        control={
          <Switch
            checked={filters.unread === true}
            onChange={(event) => onChange({ ...filters, unread: event.target.checked || undefined })}
          />
        }
        label="Unread only"
      />
    </Box>
  );
}

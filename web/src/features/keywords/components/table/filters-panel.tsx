import { Button, FormControlLabel, Stack, Switch } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DatePicker } from '@mui/x-date-pickers/DatePicker';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import dayjs, { type Dayjs } from 'dayjs';
import { isoDayOf } from '../../../../lib/format';

export interface KeywordFilters {
  createdFrom?: string;
  createdTo?: string;
  publishedOnly?: boolean;
}

interface FiltersPanelProps extends KeywordFilters {
  onChange: (changes: KeywordFilters) => void;
}

const toDay = (value: Dayjs | null) => (value?.isValid() ? isoDayOf(value) : undefined);
const fromDay = (value: string | undefined) => (value ? dayjs(value) : null);

/**
 * The Filters panel: a created-date range and published-only. Loaded on first open, since the date
 * pickers are the heaviest part of the list screen.
 */
export function FiltersPanel({ createdFrom, createdTo, publishedOnly, onChange }: FiltersPanelProps) {
  const from = fromDay(createdFrom);
  const to = fromDay(createdTo);
  const active = Boolean(createdFrom || createdTo || publishedOnly);
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        useFlexGap
        sx={{ gap: 2, alignItems: { sm: 'center' }, flexWrap: 'wrap' }}
      >
        <DatePicker
          label="Created from"
          value={from}
          maxDate={to ?? undefined}
          onChange={(value) => onChange({ createdFrom: toDay(value) })}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <DatePicker
          label="Created to"
          value={to}
          minDate={from ?? undefined}
          onChange={(value) => onChange({ createdTo: toDay(value) })}
          slotProps={{ textField: { size: 'small' }, field: { clearable: true } }}
          sx={{ width: { sm: 200 } }}
        />
        <FormControlLabel
          label="Published only"
          control={
            <Switch
              checked={Boolean(publishedOnly)}
              onChange={(event) => onChange({ publishedOnly: event.target.checked || undefined })}
            />
          }
        />
        <Button
          color="inherit"
          disabled={!active}
          onClick={() => onChange({ createdFrom: undefined, createdTo: undefined, publishedOnly: undefined })}
          sx={{ ml: { sm: 'auto' } }}
        >
          Clear filters
        </Button>
      </Stack>
    </LocalizationProvider>
  );
}

import DateRangeIcon from '@mui/icons-material/DateRange';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Collapse,
  Skeleton,
  Stack,
  ToggleButton,
  ToggleButtonGroup,
  Typography,
} from '@mui/material';
import { lazy, Suspense, useState } from 'react';
import {
  type DayRange,
  dayIn,
  INSIGHTS_PRESETS,
  type InsightsPreset,
  presetRange,
} from '#shared/insights/insights-formulas';
import { rangeProblem, rangeText } from './range-selection';

// The date pickers come in their own chunk, when the calendar is first opened.
const RangeCalendar = lazy(() => import('./range-calendar'));

const samePreset = (range: DayRange, now: number) =>
  INSIGHTS_PRESETS.find(({ value }) => {
    const preset = presetRange(value, now);
    return preset.since === range.since && preset.until === range.until;
  })?.value ?? null;

interface RangePickerProps {
  applied: DayRange;
  onApply: (range: DayRange) => void;
}

/**
 * The date selection of docs/contract.md#campaign-insights: presets and a two-month calendar choose a range,
 * Apply loads it.
 */
export function RangePicker({ applied, onApply }: RangePickerProps) {
  const [draft, setDraft] = useState(applied);
  const [calendarOpen, setCalendarOpen] = useState(false);
  const now = Date.now();
  const problem = rangeProblem(draft);
  const unchanged = draft.since === applied.since && draft.until === applied.until;

  return (
    <Card>
      <CardContent sx={{ p: { xs: 2, sm: 3 }, '&:last-child': { pb: { xs: 2, sm: 3 } } }}>
        <Stack spacing={2}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1.5, alignItems: 'center' }}>
            <ToggleButtonGroup
              exclusive
              size="small"
              aria-label="Date range"
              value={samePreset(draft, now)}
              onChange={(_, preset: InsightsPreset | null) => preset && setDraft(presetRange(preset, now))}
              sx={{ width: { xs: '100%', sm: 'auto' } }}
            >
              {INSIGHTS_PRESETS.map(({ value, label }) => (
                <ToggleButton
                  key={value}
                  value={value}
                  sx={{ flex: { xs: 1, sm: 'none' }, px: { xs: 0.5, sm: 1.5 }, whiteSpace: 'nowrap' }}
                >
                  {label}
                </ToggleButton>
              ))}
            </ToggleButtonGroup>
            <Button
              variant={calendarOpen ? 'contained' : 'outlined'}
              size="small"
              startIcon={<DateRangeIcon />}
              aria-expanded={calendarOpen}
              onClick={() => setCalendarOpen(!calendarOpen)}
            >
              Custom Range
            </Button>
            <Box sx={{ flex: '1 1 auto' }} />
            <Typography variant="body2" sx={{ fontWeight: 500 }} aria-live="polite">
              {rangeText(draft)}
            </Typography>
            <Button
              variant="contained"
              size="small"
              disabled={unchanged || Boolean(problem)}
              onClick={() => onApply(draft)}
            >
              Apply
            </Button>
          </Box>
          <Collapse in={calendarOpen} unmountOnExit>
            <Suspense fallback={<Skeleton variant="rounded" height={300} />}>
              <RangeCalendar value={draft} maxDay={dayIn(now)} onChange={setDraft} />
            </Suspense>
          </Collapse>
          {problem && <Alert severity="warning">{problem}</Alert>}
        </Stack>
      </CardContent>
    </Card>
  );
}

import { Box } from '@mui/material';
import { AdapterDayjs } from '@mui/x-date-pickers/AdapterDayjs';
import { DateCalendar } from '@mui/x-date-pickers/DateCalendar';
import { LocalizationProvider } from '@mui/x-date-pickers/LocalizationProvider';
import { PickerDay, type PickerDayProps } from '@mui/x-date-pickers/PickerDay';
import dayjs, { type Dayjs } from 'dayjs';
import { createContext, useContext, useState } from 'react';
import type { DayRange } from '#shared/insights/insights-formulas';
import { isoDayOf } from '../../lib/format';
import { pickDay } from './range-selection';

/** The range the day cells paint; a context because the calendar's day slot takes no extra props. */
const RangeContext = createContext<DayRange | undefined>(undefined);

/** A day cell: the range's ends selected, the days between on a band of the selection colour. */
function RangeDay(props: PickerDayProps) {
  const range = useContext(RangeContext);
  const day = isoDayOf(props.day);
  const inside = !props.outsideCurrentMonth && range && day >= range.since && day <= range.until;
  const end = inside && (day === range.since || day === range.until);
  return (
    <PickerDay
      {...props}
      selected={Boolean(end)}
      aria-selected={Boolean(inside)}
      sx={inside && !end ? { bgcolor: 'action.selected', borderRadius: 1 } : undefined}
    />
  );
}

interface RangeCalendarProps {
  value: DayRange;
  /** The last selectable day: today in US Eastern time. */
  maxDay: string;
  onChange: (range: DayRange) => void;
}

/**
 * The two-month range calendar (MUI X's range calendar is a Pro component): two community `DateCalendar`s a
 * month apart, moved together, where a first click starts a range and a second click ends it.
 */
export default function RangeCalendar({ value, maxDay, onChange }: RangeCalendarProps) {
  const [month, setMonth] = useState(() => dayjs(value.until).startOf('month').subtract(1, 'month'));
  const [anchor, setAnchor] = useState<string>();
  const select = (date: Dayjs | null) => {
    if (!date) return;
    const next = pickDay(anchor, isoDayOf(date));
    setAnchor(next.anchor);
    onChange(next.range);
  };
  const calendar = (shown: Dayjs, toLeftMonth: (changed: Dayjs) => Dayjs) => (
    <DateCalendar
      key={shown.format('YYYY-MM')}
      views={['day']}
      value={null}
      referenceDate={shown}
      maxDate={dayjs(maxDay)}
      onChange={select}
      onMonthChange={(changed) => setMonth(toLeftMonth(changed.startOf('month')))}
      slots={{ day: RangeDay }}
      sx={{ m: 0, width: 300, maxWidth: '100%' }}
    />
  );
  return (
    <LocalizationProvider dateAdapter={AdapterDayjs}>
      <RangeContext value={value}>
        <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'center' }}>
          {calendar(month, (changed) => changed)}
          {calendar(month.add(1, 'month'), (changed) => changed.subtract(1, 'month'))}
        </Box>
      </RangeContext>
    </LocalizationProvider>
  );
}

import { FormHelperText, ToggleButton, ToggleButtonGroup, Typography } from '@mui/material';
import { useController, useFormContext, useWatch } from 'react-hook-form';
import { DAY_HOURS, hourText, WEEKDAY_NAMES } from '#shared/meta/rules/meta-rule-hours-words';
import { FormToggleField } from '../../../components/form/form-toggle-field';
import type { RuleFormValues } from '../rule-form-schema';

// Monday first, as operators plan their week.
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 0];

/** Several numbers chosen by toggles, bound to the form; its error under it. */
function NumberToggles({
  name,
  label,
  values,
  text,
  columns,
  disabled,
}: {
  name: 'hours' | 'weekdays';
  label: string;
  values: readonly number[];
  text: (value: number) => string;
  columns: { xs: number; sm: number };
  disabled: boolean;
}) {
  const { control } = useFormContext<RuleFormValues>();
  const { field, fieldState } = useController({ control, name });
  return (
    <div>
      <Typography variant="body2" color="textSecondary" sx={{ mb: 1 }}>
        {label}
      </Typography>
      <ToggleButtonGroup
        aria-label={label}
        value={field.value}
        onChange={(_, next: number[]) => field.onChange([...next].sort((a, b) => a - b))}
        disabled={disabled}
        size="small"
        color="primary"
        sx={{
          display: 'grid',
          gridTemplateColumns: { xs: `repeat(${columns.xs}, 1fr)`, sm: `repeat(${columns.sm}, 1fr)` },
          gap: 0.5,
          // Separate buttons in a grid: each keeps its own border.
          '& .MuiToggleButtonGroup-grouped': { border: 1, borderColor: 'divider', borderRadius: 1, m: 0 },
        }}
      >
        {values.map((value) => (
          <ToggleButton key={value} value={value} aria-label={text(value)} sx={{ px: 0.5 }}>
            {text(value)}
          </ToggleButton>
        ))}
      </ToggleButtonGroup>
      {fieldState.error && <FormHelperText error>{fieldState.error.message}</FormHelperText>}
    </div>
  );
}

/** Dayparting: the rule acts only in the chosen hours and weekdays of the ad account's time zone. */
export function HoursFields({ disabled }: { disabled: boolean }) {
  const limited = useWatch<RuleFormValues, 'limitHours'>({ name: 'limitHours' });
  return (
    <>
      <FormToggleField<RuleFormValues>
        name="limitHours"
        label="Only at chosen hours (the ad account's time zone)"
        variant="switch"
        disabled={disabled}
      />
      {limited && (
        <>
          <NumberToggles
            name="weekdays"
            label="Weekdays"
            values={WEEKDAYS}
            text={(day) => WEEKDAY_NAMES[day] as string}
            columns={{ xs: 7, sm: 7 }}
            disabled={disabled}
          />
          <NumberToggles
            name="hours"
            label="Hours (each from its start to the next)"
            values={DAY_HOURS}
            text={hourText}
            columns={{ xs: 4, sm: 8 }}
            disabled={disabled}
          />
        </>
      )}
    </>
  );
}

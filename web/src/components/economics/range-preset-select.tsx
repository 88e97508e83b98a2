import { MenuItem, TextField } from '@mui/material';
import type { InsightsPreset } from '#shared/insights-formulas';

const PRESETS: { value: InsightsPreset; label: string }[] = [
  { value: 'today', label: 'Today' },
  { value: 'yesterday', label: 'Yesterday' },
  { value: 'last7', label: 'Last 7 Days' },
  { value: 'last30', label: 'Last 30 Days' },
];

/** The insights screen's presets (US Eastern days) as one compact select. */
export function RangePresetSelect({
  value,
  onChange,
}: {
  value: InsightsPreset;
  onChange: (preset: InsightsPreset) => void;
}) {
  return (
    <TextField
      select
      size="small"
      label="Range"
      value={value}
      onChange={(event) => onChange(event.target.value as InsightsPreset)}
      sx={{ minWidth: 170 }}
    >
      {PRESETS.map((preset) => (
        <MenuItem key={preset.value} value={preset.value}>
          {preset.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

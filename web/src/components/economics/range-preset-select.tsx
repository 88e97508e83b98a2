import { MenuItem, TextField } from '@mui/material';
import { INSIGHTS_PRESETS, type InsightsPreset } from '#shared/insights/insights-formulas';

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
      {INSIGHTS_PRESETS.map((preset) => (
        <MenuItem key={preset.value} value={preset.value}>
          {preset.label}
        </MenuItem>
      ))}
    </TextField>
  );
}

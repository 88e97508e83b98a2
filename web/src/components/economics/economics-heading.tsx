import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type InsightsPreset, presetRange } from '#shared/insights/insights-formulas';
import { useKeywordEconomics } from '../../api/get-keyword-economics';
import { RangePresetSelect } from './range-preset-select';

/** A keyword's economics over a preset range the user picks, Last 30 Days first. */
export function useKeywordEconomicsOverRange(keywordId: string) {
  const [preset, setPreset] = useState<InsightsPreset>('last30');
  // The range is computed on each render so "Today" never goes stale across midnight.
  const range = presetRange(preset, Date.now());
  return { preset, setPreset, range, economics: useKeywordEconomics(keywordId, range) };
}

interface EconomicsHeadingProps {
  title: string;
  /** The heading's id, for a section named by it. */
  titleId?: string;
  headingLevel: 'h2' | 'h3';
  range: { since: string; until: string };
  preset: InsightsPreset;
  onPresetChange: (preset: InsightsPreset) => void;
}

/** The title, the range as text and the range select above a keyword's economics. */
export function EconomicsHeading({
  title,
  titleId,
  headingLevel,
  range,
  preset,
  onPresetChange,
}: EconomicsHeadingProps) {
  return (
    <Stack
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1.5}
      sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
    >
      <div>
        <Typography variant="h6" component={headingLevel} id={titleId}>
          {title}
        </Typography>
        <Typography variant="body2" color="textSecondary">
          {range.since} to {range.until} (US Eastern)
        </Typography>
      </div>
      <RangePresetSelect value={preset} onChange={onPresetChange} />
    </Stack>
  );
}

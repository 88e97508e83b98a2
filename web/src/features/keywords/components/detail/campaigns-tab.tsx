import { Stack, Typography } from '@mui/material';
import { useState } from 'react';
import { type InsightsPreset, presetRange } from '#shared/insights-formulas';
import type { Keyword } from '#shared/schemas/keywords';
import { AiCostBreakdown } from '../../../../components/economics/ai-cost-breakdown';
import { CampaignEconomicsTable } from '../../../../components/economics/campaign-economics-table';
import { aiUsd } from '../../../../components/economics/economics-format';
import { ATTRIBUTION_NOTE, EconomicsState } from '../../../../components/economics/economics-state';
import { RangePresetSelect } from '../../../../components/economics/range-preset-select';
import { useKeywordEconomics } from '../../../../components/economics/use-keyword-economics';
import { UsedPrompts } from '../../../../components/economics/used-prompts';

/** Campaigns: the keyword's campaigns over a range with ROI net of its AI cost, the cost and its prompts. */
export function CampaignsTab({ keyword }: { keyword: Keyword }) {
  const [preset, setPreset] = useState<InsightsPreset>('last30');
  // The range is computed on each render so "Today" never goes stale across midnight.
  const range = presetRange(preset, Date.now());
  const economics = useKeywordEconomics(keyword.id, range);
  const data = economics.data;
  return (
    <Stack spacing={3}>
      <Stack
        direction={{ xs: 'column', sm: 'row' }}
        spacing={1.5}
        sx={{ justifyContent: 'space-between', alignItems: { sm: 'center' } }}
      >
        <div>
          <Typography variant="h6" component="h3">
            Campaigns
          </Typography>
          <Typography variant="body2" color="textSecondary">
            {range.since} to {range.until} (US Eastern)
          </Typography>
        </div>
        <RangePresetSelect value={preset} onChange={setPreset} />
      </Stack>
      {!data ? (
        <EconomicsState error={economics.error} onRetry={() => void economics.refetch()} />
      ) : (
        <>
          {data.campaigns.length === 0 ? (
            <Typography color="textSecondary">No campaigns were created for this keyword yet.</Typography>
          ) : (
            <Stack spacing={1}>
              <CampaignEconomicsTable economics={data} />
              <Typography variant="caption" color="textSecondary">
                {ATTRIBUTION_NOTE}
              </Typography>
            </Stack>
          )}
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              AI cost: {aiUsd(data.aiCost.total)}
            </Typography>
            <AiCostBreakdown aiCost={data.aiCost} />
          </Stack>
          <Stack spacing={1.5}>
            <Typography variant="h6" component="h3">
              Prompts used
            </Typography>
            <UsedPrompts prompts={data.prompts} />
          </Stack>
        </>
      )}
    </Stack>
  );
}

import { Stack, Typography } from '@mui/material';
import type { Keyword } from '#shared/schemas/keywords';
import { AiCostBreakdown } from '../../../../components/economics/ai-cost-breakdown';
import { CampaignEconomicsTable } from '../../../../components/economics/campaign-economics-table';
import {
  EconomicsHeading,
  useKeywordEconomicsOverRange,
} from '../../../../components/economics/economics-heading';
import { ATTRIBUTION_NOTE, EconomicsState } from '../../../../components/economics/economics-state';
import { UsedPrompts } from '../../../../components/economics/used-prompts';
import { formatAiUsd } from '../../../../lib/format';
import { MoreLikeThis } from '../related/more-like-this';

/** Campaigns: the keyword's campaigns over a range with ROI net of its AI cost, the cost and its prompts. */
export function CampaignsTab({ keyword }: { keyword: Keyword }) {
  const { preset, setPreset, range, economics } = useKeywordEconomicsOverRange(keyword.id);
  const data = economics.data;
  return (
    <Stack spacing={3}>
      <EconomicsHeading
        title="Campaigns"
        headingLevel="h3"
        range={range}
        preset={preset}
        onPresetChange={setPreset}
      />
      {!data ? (
        <EconomicsState error={economics.error} onRetry={() => void economics.refetch()} />
      ) : (
        <>
          <MoreLikeThis keyword={keyword} economics={data} range={range} />
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
              AI cost: {formatAiUsd(data.aiCost.total)}
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

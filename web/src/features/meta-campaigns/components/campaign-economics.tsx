import { Card, CardContent, Link, Stack, Typography } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import type { CampaignDetail } from '#shared/schemas/meta-campaigns';
import { AiCostBreakdown } from '../../../components/economics/ai-cost-breakdown';
import { CampaignEconomicsTable } from '../../../components/economics/campaign-economics-table';
import {
  EconomicsHeading,
  useKeywordEconomicsOverRange,
} from '../../../components/economics/economics-heading';
import { ATTRIBUTION_NOTE, EconomicsState } from '../../../components/economics/economics-state';
import { UsedPrompts } from '../../../components/economics/used-prompts';
import { formatAiUsd } from '../../../lib/format';
import { isWebUrl } from '../../../lib/web-url';

const RouterLink = createLink(Link);

/** The campaign's keyword, article and prompts, the keyword's AI cost, and Meta's ROI beside net ROI. */
export function CampaignEconomics({ campaign }: { campaign: CampaignDetail }) {
  const { preset, setPreset, range, economics } = useKeywordEconomicsOverRange(campaign.keywordId);
  const data = economics.data;
  return (
    <Card>
      <CardContent>
        <Stack spacing={2.5}>
          <EconomicsHeading
            title="Economics"
            headingLevel="h2"
            range={range}
            preset={preset}
            onPresetChange={setPreset}
          />
          {!data ? (
            <EconomicsState error={economics.error} onRetry={() => void economics.refetch()} />
          ) : (
            <>
              <Stack spacing={0.5}>
                <Typography variant="body2">
                  Keyword:{' '}
                  <RouterLink to="/detail/$id" params={{ id: data.keywordId }}>
                    {data.masterKeyword}
                  </RouterLink>
                </Typography>
                <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                  Article:{' '}
                  {isWebUrl(data.articleUrl) ? (
                    <Link href={data.articleUrl} target="_blank" rel="noopener noreferrer">
                      {data.title ?? data.articleUrl}
                    </Link>
                  ) : (
                    (data.articleUrl && (data.title ?? data.articleUrl)) || 'not published'
                  )}
                </Typography>
              </Stack>
              <Stack spacing={1}>
                <CampaignEconomicsTable economics={data} campaignId={campaign.settings.campaignId} />
                <Typography variant="caption" color="textSecondary">
                  {ATTRIBUTION_NOTE}
                </Typography>
              </Stack>
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  The keyword’s AI cost: {formatAiUsd(data.aiCost.total)}
                </Typography>
                <AiCostBreakdown aiCost={data.aiCost} />
              </Stack>
              <Stack spacing={1.5}>
                <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
                  Prompts used
                </Typography>
                <UsedPrompts prompts={data.prompts} />
              </Stack>
            </>
          )}
        </Stack>
      </CardContent>
    </Card>
  );
}

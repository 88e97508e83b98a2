import { Chip, Grid, Link } from '@mui/material';
import { createLink } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { CAMPAIGN_CALLS_TO_ACTION } from '#shared/meta/options/calls-to-action';
import { optionLabel } from '#shared/meta/options/meta-option';
import type { CampaignDetail } from '#shared/schemas/meta-campaigns';
import { LandingUrlPreview } from '../../../components/landing-url/landing-url-preview';
import { formatDateTime, formatMoney } from '../../../lib/format';
import { isWebUrl } from '../../../lib/web-url';
import { CampaignAds } from './campaign-ads';
import { CampaignEconomics } from './campaign-economics';
import { CampaignStatusChip } from './campaign-status-chip';
import { DetailSection } from './detail-section';

const RouterLink = createLink(Link);
const list = (values: unknown) => (Array.isArray(values) && values.length > 0 ? values.join(', ') : 'All');

/** Meta's targeting spec as readable rows. */
function targetingRows(targeting: Record<string, unknown>): [string, string][] {
  const geo = targeting.geo_locations as { countries?: string[] } | undefined;
  const genders = targeting.genders as number[] | undefined;
  const automation = targeting.targeting_automation as { advantage_audience?: number } | undefined;
  return [
    ['Countries', list(geo?.countries)],
    ['Ages', `${targeting.age_min ?? 18} to ${targeting.age_max ?? 65}`],
    ['Genders', genders ? genders.map((gender) => (gender === 1 ? 'Male' : 'Female')).join(', ') : 'All'],
    ['Devices', list(targeting.device_platforms)],
    ['Operating systems', list(targeting.user_os)],
    ['Advantage+ audience', automation?.advantage_audience === 1 ? 'On' : 'Off'],
  ];
}

/** A copy's source: its name linking to its page while it is one of ours, else Meta's id alone. */
function sourceRows(source: CampaignDetail['duplicateOf']): [string, ReactNode][] {
  if (!source) return [];
  return [
    [
      'Duplicate of',
      source.id ? (
        <RouterLink key="source" to="/meta-campaigns/$id" params={{ id: source.id }}>
          {source.campaignName ?? source.campaignId}
        </RouterLink>
      ) : (
        source.campaignId
      ),
    ],
  ];
}

/** Everything about one campaign: what was made in Meta, with which settings, for which article. */
export function CampaignDetailView({ campaign }: { campaign: CampaignDetail }) {
  const { settings } = campaign;
  const parameters = Object.entries(settings.urlParameters);
  return (
    <Grid container spacing={2}>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection
          title="Campaign"
          rows={[
            ['Status', <CampaignStatusChip key="status" status={campaign.status} />],
            [
              'Status in Meta',
              campaign.metaStatus ? (
                <Chip key="meta" size="small" label={campaign.metaStatus} />
              ) : (
                campaign.metaStatusMessage
              ),
            ],
            ['Campaign ID', settings.campaignId],
            ...sourceRows(campaign.duplicateOf),
            ['Ad set', `${settings.adsetName} (${settings.adsetId})`],
            ['Creative ID', settings.creativeId],
            ['Ad ID', settings.adId],
            ['Ad account', `act_${settings.adAccountId}`],
            ['Created', formatDateTime(campaign.createdAt)],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection
          title="Article"
          rows={[
            [
              'Keyword',
              <RouterLink key="keyword" to="/detail/$id" params={{ id: campaign.keywordId }}>
                {campaign.keyword?.masterKeyword ?? campaign.keywordId}
              </RouterLink>,
            ],
            ['Title', campaign.keyword?.title],
            [
              'Link',
              isWebUrl(settings.link) ? (
                <Link key="link" href={settings.link} target="_blank" rel="noopener noreferrer">
                  {settings.link}
                </Link>
              ) : (
                settings.link
              ),
            ],
            ['Ad title', campaign.adTitle],
            ['Ad description', campaign.adDescription],
            ['Call to action', optionLabel(CAMPAIGN_CALLS_TO_ACTION, settings.callToAction)],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection
          title="Budget and bidding"
          rows={[
            ['Objective', settings.objective],
            [
              'Daily budget',
              `${formatMoney(settings.dailyBudget, settings.currency)} on the ${settings.useCBO ? 'campaign' : 'ad set'}`,
            ],
            ['Bid strategy', settings.bidStrategy],
            [
              'Bid amount',
              settings.bidAmount === undefined
                ? undefined
                : formatMoney(settings.bidAmount, settings.currency),
            ],
            ['Optimization goal', settings.optimizationGoal],
            [
              'Pixel',
              settings.pixelId ? `${settings.pixelId} (${settings.conversionEvent ?? 'no event'})` : 'None',
            ],
          ]}
        />
      </Grid>
      <Grid size={{ xs: 12, md: 6 }}>
        <DetailSection title="Targeting" rows={targetingRows(settings.targeting)} />
      </Grid>
      <Grid size={12}>
        <DetailSection
          title="URL parameters"
          rows={[
            ...parameters.map(([key, value]): [string, string] => [key, value]),
            [
              'Landing URL as Meta opens it',
              <LandingUrlPreview key="landing" link={settings.link} urlTags={settings.urlTags} />,
            ],
          ]}
        />
      </Grid>
      <Grid size={12}>
        <CampaignAds id={campaign.id} />
      </Grid>
      <Grid size={12}>
        <CampaignEconomics campaign={campaign} />
      </Grid>
    </Grid>
  );
}

import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Chip,
  Paper,
  Skeleton,
  Stack,
  Tooltip,
  Typography,
} from '@mui/material';
import { useId, useState } from 'react';
import type { CampaignAd, CampaignAdsResponse } from '#shared/schemas/meta-creative-refresh';
import { useAuthUser } from '../../../lib/auth-user';
import { formatClockTime, formatCount, formatRatePercent, formatSignedPercent } from '../../../lib/format';
import { useCampaignAds, useReadAdsAgain, useRefreshCreative } from '../api/campaign-ads';
import { RefreshCreativeDialog } from './refresh-creative-dialog';

const percent = (value: number | null) => (value === null ? '—' : formatRatePercent(value));

/** How the chip decides, in words, under the list. */
function legend({ thresholds: t }: CampaignAdsResponse) {
  return (
    `Fatigued when the link CTR of an ad's last ${t.recentDays} days of delivery is ${t.ctrDropPercent}% or more ` +
    `below its first ${t.firstDays} days', or its recent frequency reaches ${t.frequency} ` +
    `(after ${t.firstDays + t.recentDays} days of delivery, with ${formatCount(t.minImpressions)} impressions ` +
    'in each window). Figures as of the last insights refresh.'
  );
}

function AdFigures({ ad }: { ad: CampaignAd }) {
  const { fatigue } = ad;
  const facts: [string, string][] = [
    ['CTR first 7 days', percent(fatigue.ctrFirst)],
    ['CTR last 3 days', percent(fatigue.ctrRecent)],
    ['Change', fatigue.ctrChangePercent === null ? '—' : formatSignedPercent(fatigue.ctrChangePercent)],
    ['Frequency', fatigue.frequency === null ? '—' : formatCount(fatigue.frequency)],
  ];
  return (
    <Box
      component="dl"
      sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr 1fr', md: 'repeat(4, 1fr)' }, gap: 1, my: 1 }}
    >
      {facts.map(([label, value]) => (
        <Box key={label}>
          <Typography component="dt" variant="caption" color="textSecondary">
            {label}
          </Typography>
          <Typography component="dd" variant="body2" sx={{ m: 0 }}>
            {value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}

/** One ad: its name and status, the "Fatigued" chip, its figures, and Refresh creative while it runs. */
function AdRow({
  ad,
  canRefresh,
  onRefresh,
}: {
  ad: CampaignAd;
  canRefresh: boolean;
  onRefresh: () => void;
}) {
  return (
    <Paper component="li" variant="outlined" sx={{ p: 2, listStyle: 'none' }} aria-label={`Ad ${ad.name}`}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
        <Typography variant="subtitle2" component="h3" sx={{ overflowWrap: 'anywhere', mr: 'auto' }}>
          {ad.name}{' '}
          <Typography component="span" variant="caption" color="textSecondary" sx={{ whiteSpace: 'nowrap' }}>
            {ad.adId}
          </Typography>
        </Typography>
        <Chip size="small" label={ad.effectiveStatus} />
        {ad.fatigue.fatigued && (
          <Tooltip title={ad.fatigue.reason}>
            <Chip size="small" color="warning" label="Fatigued" />
          </Tooltip>
        )}
        {canRefresh && ad.status === 'ACTIVE' && (
          <Button size="small" variant="outlined" onClick={onRefresh}>
            Refresh creative
          </Button>
        )}
      </Box>
      <AdFigures ad={ad} />
      <Typography variant="caption" color="textSecondary">
        {ad.fatigue.reason}
      </Typography>
    </Paper>
  );
}

/** The campaign's ads with their fatigue signal, and the manual creative refresh (decision 042). */
export function CampaignAds({ id }: { id: string }) {
  const ads = useCampaignAds(id);
  const canRefresh = useAuthUser().data?.permissions.includes('manage_meta_campaigns') === true;
  const [asked, setAsked] = useState<{ ad: CampaignAd; key: string } | null>(null);
  const refresh = useRefreshCreative(id, () => setAsked(null));
  const readAgain = useReadAdsAgain(id);
  const headingId = useId();
  return (
    <Card component="section" aria-labelledby={headingId}>
      <CardContent>
        <Typography id={headingId} variant="h6" component="h2" sx={{ mb: 1.5 }}>
          Ads and fatigue
        </Typography>
        {ads.isPending ? (
          <Skeleton variant="rounded" height={120} />
        ) : ads.isError ? (
          <Alert severity="error">{ads.error.message}</Alert>
        ) : (
          <Stack spacing={1.5}>
            <Stack component="ul" spacing={1.5} sx={{ p: 0, m: 0 }}>
              {ads.data.ads.map((ad) => (
                <AdRow
                  key={ad.adId}
                  ad={ad}
                  canRefresh={canRefresh}
                  onRefresh={() => setAsked({ ad, key: crypto.randomUUID() })}
                />
              ))}
            </Stack>
            {ads.data.ads.length === 0 && (
              <Typography variant="body2">Meta lists no ads in this campaign.</Typography>
            )}
            <Typography variant="caption" color="textSecondary">
              {legend(ads.data)}
            </Typography>
            <Box sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 1 }}>
              <Typography variant="caption" color="textSecondary">
                As Meta listed them at {formatClockTime(new Date(ads.data.readAt))} (read at most once a
                minute).
              </Typography>
              {canRefresh && (
                <Button size="small" onClick={() => readAgain.mutate()} disabled={readAgain.isPending}>
                  {readAgain.isPending ? 'Reading...' : 'Read again from Meta'}
                </Button>
              )}
            </Box>
          </Stack>
        )}
      </CardContent>
      <RefreshCreativeDialog
        ad={asked?.ad ?? null}
        pending={refresh.isPending}
        onClose={() => setAsked(null)}
        onConfirm={(newImage) => asked && refresh.mutate({ adId: asked.ad.adId, newImage, key: asked.key })}
      />
    </Card>
  );
}

import { Link } from '@mui/material';
import type { RuleValue } from '#shared/schemas/meta-rule-runs';
import { useOpenCampaignPage } from '../../../components/campaign-page/use-open-campaign-page';

/** A duplicate's copy, once made: its name, opening its campaign page. */
export function CopyLink({ copy }: { copy: RuleValue }) {
  const open = useOpenCampaignPage();
  const campaignId = copy?.campaignId;
  if (!campaignId) return null;
  return (
    <Link
      component="button"
      type="button"
      variant="body2"
      onClick={() => void open(campaignId)}
      sx={{ display: 'block', textAlign: 'left', overflowWrap: 'anywhere' }}
    >
      Open the copy {copy.campaignName ?? campaignId}
    </Link>
  );
}

import { Skeleton } from '@mui/material';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { formatUsd } from '../../../lib/format';
import { useCampaignBidCap } from '../api/get-campaign-bid-cap';
import { AmountDialog } from './amount-dialog';

/** 'Cost Cap' for a cost-cap campaign, 'Bid Cap' for a bid-cap one. */
export const capName = (bidStrategy: string) => (bidStrategy.includes('COST_CAP') ? 'Cost Cap' : 'Bid Cap');

interface BidCapDialogProps {
  row: EnrichedInsight;
  pending: boolean;
  onSave: (bidAmount: number) => void;
  onClose: () => void;
}

/** The Bid Cap or Cost Cap dialog: Meta's current value read on opening, the row's value if that fails. */
export function BidCapDialog({ row, pending, onSave, onClose }: BidCapDialogProps) {
  const bidCap = useCampaignBidCap(row.campaign_id);
  const name = capName(row.bid_strategy);
  const current = bidCap.isPending ? undefined : bidCap.isSuccess ? bidCap.data.bidCap : row.bid_cap;
  return (
    <AmountDialog
      title={`Update ${name}`}
      campaignName={row.campaign_name}
      label={`New ${name.toLowerCase()}`}
      current={
        current === undefined ? (
          <Skeleton width={200} />
        ) : (
          `Current ${name.toLowerCase()}: ${current === null ? 'Not available from Meta API' : formatUsd(current)}`
        )
      }
      pending={pending}
      onSave={onSave}
      onClose={onClose}
    />
  );
}

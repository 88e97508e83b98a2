import type { UpdateCampaignBidCap } from '#shared/schemas/meta-campaign-actions';
import { useCampaignAction } from './campaign-action-mutation';

/** `POST /api/meta/campaign/update-bid-cap`: the bid for a bid-cap or cost-cap campaign. */
export const useUpdateCampaignBidCap = (onSuccess: () => void) =>
  useCampaignAction<UpdateCampaignBidCap>({
    path: 'update-bid-cap',
    success: 'Bid Cap Updated',
    failure: 'Failed to update bid cap',
    onSuccess,
  });

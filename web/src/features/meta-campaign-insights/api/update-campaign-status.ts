import type { UpdateCampaignStatus } from '#shared/schemas/meta-campaign-actions';
import { useCampaignAction } from './campaign-action-mutation';

/** `POST /api/meta/campaign/update-status`: Pause or Activate. */
export const useUpdateCampaignStatus = () =>
  useCampaignAction<UpdateCampaignStatus>({
    path: 'update-status',
    success: 'Campaign Updated',
    failure: 'Failed to update campaign status',
  });

import type { UpdateCampaignBudget } from '#shared/schemas/meta-campaign-actions';
import { useCampaignAction } from './campaign-action-mutation';

/** `POST /api/meta/campaign/update-budget`: the daily budget in dollars. */
export const useUpdateCampaignBudget = (onSuccess: () => void) =>
  useCampaignAction<UpdateCampaignBudget>({
    path: 'update-budget',
    success: 'Budget Updated',
    failure: 'Failed to update campaign budget',
    onSuccess,
  });

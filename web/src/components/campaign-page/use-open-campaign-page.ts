import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { campaignsQueryOptions } from '../../api/get-campaigns';
import { toast } from '../../lib/toast';

/**
 * Opens the page of a campaign known by Meta's id. The page is keyed by our record's id, which insights rows
 * and log entries lack, so the click finds the record by Meta's id (the list's search matches it) first.
 */
export function useOpenCampaignPage() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return async (campaignId: string) => {
    try {
      const page = await queryClient.fetchQuery(campaignsQueryOptions(1, campaignId));
      const record = page.campaigns.find((campaign) => campaign.settings.campaignId === campaignId);
      if (record) return void navigate({ to: '/meta-campaigns/$id', params: { id: record.id } });
      toast({ title: 'No campaign page', description: 'This campaign was not created in this app.' });
    } catch {
      toast({ title: 'Error', description: 'An unexpected error occurred', variant: 'destructive' });
    }
  };
}

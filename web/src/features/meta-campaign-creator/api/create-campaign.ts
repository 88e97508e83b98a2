import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { CampaignForm, CreateCampaignResponse } from '#shared/schemas/meta-campaigns';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiErrorMessage } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';

/** `POST /api/meta/campaigns`. */
export async function createCampaign(form: CampaignForm): Promise<CreateCampaignResponse> {
  return (await apiRequest('POST', '/api/meta/campaigns', form)).json();
}

/** Every campaign list, count and name list changes with a creation (or a failed one freeing its name). */
export const CAMPAIGN_AFFECTED_KEYS = [
  ['/api/meta/campaigns'],
  ['/api/meta/campaigns/counts'],
  ['/api/adset-names'],
  ['/api/stats'],
];

/**
 * Whether a failed creation is over, so the next attempt must be a new request: the server refused it
 * (4xx) or Meta did and what was made is undone (502). Otherwise the same request id resumes it, and a new
 * one would leave it half made, holding its ad set name: when Meta was busy (503), our own fault left it
 * resumable (500), the gateway gave up while it may still run (504), or no answer came at all.
 */
export function creationEnded(error: Error): boolean {
  return error instanceof ApiError && (error.status < 500 || error.status === 502);
}

/**
 * Meta's own explanation for the toast: the server passes it on with 4xx and also with 502 (Meta refused)
 * and 503 (Meta busy; the same request again resumes), where the generic reader keeps the raw text.
 */
function failureText(error: Error): string {
  if (error instanceof ApiError && error.status >= 500) {
    const body = error.message.slice(`${error.status}: `.length);
    try {
      const parsed = JSON.parse(body) as { message?: unknown };
      if (typeof parsed.message === 'string' && parsed.message) return parsed.message;
    } catch {
      // not JSON: the generic text below
    }
  }
  return apiErrorMessage(error);
}

export function useCreateCampaign() {
  const queryClient = useQueryClient();
  const refresh = () =>
    Promise.all(CAMPAIGN_AFFECTED_KEYS.map((queryKey) => queryClient.invalidateQueries({ queryKey })));
  return useMutation({
    mutationFn: createCampaign,
    onSuccess: async () => {
      toast({ title: 'Campaign created', description: 'The campaign was created in Meta.' });
      await refresh();
    },
    onError: async (error) => {
      toast({
        title: 'Failed to create campaign',
        description: failureText(error),
        variant: 'destructive',
      });
      await refresh();
    },
  });
}

import { useMutation, useQueryClient } from '@tanstack/react-query';
import { idempotencyKeyHeader } from '#shared/http/idempotency-key';
import {
  type CampaignForm,
  CREATION_RUNNING_MESSAGE,
  type CreateCampaignResponse,
} from '#shared/schemas/meta-campaigns';
import { invalidateCampaignLists } from '../../../api/campaign-lists';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { apiErrorMessage, serverMessage } from '../../../lib/api-error-message';
import { toast } from '../../../lib/toast';

/** One submission: the form, and the idempotency key the creator keeps while its creation is not over. */
export interface CampaignSubmission {
  form: CampaignForm;
  key: string;
}

/** `POST /api/meta/campaigns` with the key in the `Idempotency-Key` header (decision 017). */
export async function createCampaign({ form, key }: CampaignSubmission): Promise<CreateCampaignResponse> {
  return (await apiRequest('POST', '/api/meta/campaigns', form, idempotencyKeyHeader(key))).json();
}

/**
 * Whether a failed creation is over, so the next attempt must be a new key: the server refused it (4xx,
 * 422 for a form changed under the key included) or Meta did and what was made is undone (502). Otherwise
 * the same key resumes it, and a new one would leave it half made, holding its ad set name: when Meta was
 * busy (503), our own fault left it resumable (500), the gateway gave up while it may still run (504), no
 * answer came at all, or the first request under this key still runs (409 with its own message, unlike
 * the 409 of a used adset name).
 */
export function creationEnded(error: Error): boolean {
  if (!(error instanceof ApiError)) return false;
  if (error.status === 409 && serverMessage(error) === CREATION_RUNNING_MESSAGE) return false;
  return error.status < 500 || error.status === 502;
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
  const refresh = () => invalidateCampaignLists(queryClient);
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

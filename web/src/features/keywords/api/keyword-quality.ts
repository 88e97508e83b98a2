import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { KeywordIdsInput } from '#shared/schemas/keyword-input';
import type { CountResponse } from '#shared/schemas/keywords';
import type { QualityReport } from '#shared/schemas/quality';
import { apiRequest } from '../../../lib/api-client';
import { queryKeys } from '../../../lib/query-keys';
import { toast } from '../../../lib/toast';
import { failureToast } from './failure-toast';
import { invalidateKeywordData, KEYWORDS_URL, keywordUrl } from './keyword-cache';

/** `GET /api/keywords/{id}/quality`: the quality checks of the keyword's article (decision 036). */
export function useKeywordQuality(id: string) {
  return useQuery({
    queryKey: queryKeys.keywords.quality(id),
    queryFn: async (): Promise<QualityReport> => (await apiRequest('GET', keywordUrl(id, 'quality'))).json(),
  });
}

const post = async (url: string, body?: KeywordIdsInput): Promise<CountResponse> =>
  (await apiRequest('POST', url, body)).json();

/** A review action over one keyword or the selection, each starting a run in the background. */
function useReviewAction(
  request: (ids: string[]) => Promise<CountResponse>,
  started: (count: number) => { title: string; description: string },
  failure: string,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: request,
    onSuccess: async ({ count }) => {
      toast(started(count));
      await invalidateKeywordData(queryClient);
    },
    onError: failureToast(failure),
  });
}

const many = (count: number) => (count === 1 ? 'this keyword' : `${count} keywords`);

/** `POST /api/keywords/{id}/approve` or `bulk-approve`: the held drafts are published as they are. */
export function useApproveKeywords() {
  return useReviewAction(
    (ids) =>
      ids.length === 1 ? post(keywordUrl(ids[0]!, 'approve')) : post(`${KEYWORDS_URL}/bulk-approve`, { ids }),
    (count) => ({
      title: 'Publishing started',
      description: `The article of ${many(count)} is being published.`,
    }),
    'Approval failed',
  );
}

/** `POST /api/keywords/{id}/regenerate-article` or `bulk-regenerate-article`: written and checked again. */
export function useRegenerateArticles() {
  return useReviewAction(
    (ids) =>
      ids.length === 1
        ? post(keywordUrl(ids[0]!, 'regenerate-article'))
        : post(`${KEYWORDS_URL}/bulk-regenerate-article`, { ids }),
    (count) => ({
      title: 'Article regeneration started',
      description: `The article of ${many(count)} is being written and checked again.`,
    }),
    'Regeneration failed',
  );
}

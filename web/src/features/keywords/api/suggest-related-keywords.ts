import { useMutation } from '@tanstack/react-query';
import type { RelatedKeywordsRequest, RelatedKeywordsResponse } from '#shared/schemas/related-keywords';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { jsonMessage } from '../../../lib/api-error-message';
import { keywordUrl } from './keyword-cache';

/**
 * The refusal in words: the server's `message` whatever the status (the AI unavailable is a 503 with a
 * reason worth reading), with the request's reference when the server failed.
 */
function readable(error: ApiError): Error {
  const said = jsonMessage(error.message.slice(`${error.status}: `.length));
  const message = said ?? 'The suggestions could not be had. Please try again.';
  const reference = error.status >= 500 && error.correlationId ? ` (reference: ${error.correlationId})` : '';
  return new Error(`${message}${reference}`);
}

/** `POST /api/keywords/{id}/related`: related keywords from the AI, each with its collision; nothing is written. */
export async function suggestRelatedKeywords(
  keywordId: string,
  request: RelatedKeywordsRequest,
): Promise<RelatedKeywordsResponse> {
  try {
    return (await apiRequest('POST', keywordUrl(keywordId, 'related'), request)).json();
  } catch (error) {
    throw error instanceof ApiError ? readable(error) : error;
  }
}

/** Asked again with another count, the new answer replaces the last one; errors are the dialog's to show. */
export function useSuggestRelatedKeywords(keywordId: string) {
  return useMutation({
    mutationFn: (request: RelatedKeywordsRequest) => suggestRelatedKeywords(keywordId, request),
  });
}

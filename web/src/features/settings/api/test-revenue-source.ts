import { useMutation } from '@tanstack/react-query';
import type { RevenueSourceTest } from '#shared/schemas/revenue-source';
import { ApiError, apiRequest } from '../../../lib/api-client';
import { jsonMessage } from '../../../lib/api-error-message';

/**
 * `POST /api/meta/revenue-source/test`: runs the saved query for yesterday. A failure carries the server's
 * reason, a 502 (Snowflake unavailable) included, since the card shows it as the test's result.
 */
export function useTestRevenueSource() {
  return useMutation({
    mutationFn: async (): Promise<RevenueSourceTest> => {
      try {
        return (await apiRequest('POST', '/api/meta/revenue-source/test')).json();
      } catch (error) {
        if (!(error instanceof ApiError)) throw error;
        const reason = jsonMessage(error.message.slice(`${error.status}: `.length));
        throw new Error(reason ?? error.message);
      }
    },
  });
}

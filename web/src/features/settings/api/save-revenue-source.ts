import type { MaskedRevenueSource, RevenueSourceFormInput } from '#shared/schemas/revenue-source';
import { queryKeys } from '../../../lib/query-keys';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/meta/revenue-source`; the private key left masked keeps the saved one. */
export function useSaveRevenueSource() {
  return useSaveCredentials<RevenueSourceFormInput, MaskedRevenueSource>({
    queryKey: queryKeys.revenueSource(),
    success: { title: 'Revenue source updated', description: 'Your Snowflake settings have been saved.' },
    failureTitle: 'Failed to update the revenue source',
  });
}

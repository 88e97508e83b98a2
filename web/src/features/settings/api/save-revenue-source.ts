import type { MaskedRevenueSource, RevenueSourceFormInput } from '#shared/schemas/revenue-source';
import { revenueSourceQueryOptions } from './get-revenue-source';
import { useSaveCredentials } from './save-credentials';

/** `POST /api/meta/revenue-source`; the private key left masked keeps the saved one. */
export function useSaveRevenueSource() {
  return useSaveCredentials<RevenueSourceFormInput, MaskedRevenueSource>({
    queryKey: revenueSourceQueryOptions().queryKey,
    success: { title: 'Revenue source updated', description: 'Your Snowflake settings have been saved.' },
    failureTitle: 'Failed to update the revenue source',
  });
}

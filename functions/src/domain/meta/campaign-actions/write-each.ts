import { toActionError } from './meta-refusal';
import { adsetCount } from './money-text';

/**
 * Makes one Graph write per ad set, in order (Meta's batches may not hold two ad sets of one campaign).
 * When one fails, the error says how many were changed before it, since those changes stay made.
 */
export async function writeEach<T extends { id: string }>(
  campaignId: string,
  adsets: T[],
  write: (adset: T) => Promise<unknown>,
  onFailure?: (failedIndex: number, error: unknown) => Promise<void>,
): Promise<void> {
  for (const [index, adset] of adsets.entries()) {
    try {
      await write(adset);
    } catch (error) {
      await onFailure?.(index, error);
      const prefix = index > 0 ? `${adsetCount(index)} of ${adsets.length} changed, then ` : '';
      throw toActionError(error, campaignId, prefix);
    }
  }
}

import { logger } from '../../../lib/logger';
import type { CampaignRecord, CampaignRepository, CreationStep } from '../../../ports/meta-campaigns';
import { isMetaGraphFailure, type MetaGraphClient } from '../../../ports/meta-graph';

/**
 * What a failed creation deletes, newest first. The image stays: Meta keeps images by the hash of their
 * bytes, shared by every creative using the same picture, and an unused one costs nothing.
 */
const DELETE_ORDER: readonly CreationStep[] = ['ad', 'creative', 'adset', 'campaign'];

/** Meta answers a delete of something already gone with an invalid-parameter error: it is gone either way. */
const alreadyGone = (error: unknown) => isMetaGraphFailure(error) && error.kind === 'invalid-parameter';

/**
 * Deletes what a failed creation made, in reverse order, forgetting each id once deleted. Resolves the
 * steps whose object could not be deleted (left recorded, so a later attempt can try again).
 */
export async function rollBack(
  client: MetaGraphClient,
  record: CampaignRecord,
  campaigns: CampaignRepository,
  now: () => string,
): Promise<CreationStep[]> {
  const left: CreationStep[] = [];
  for (const step of DELETE_ORDER) {
    const id = record.created[step];
    if (!id) continue;
    try {
      await client.delete(id);
    } catch (error) {
      if (!alreadyGone(error)) {
        logger.warn('A failed campaign creation could not delete what it made', { step, id, error });
        left.push(step);
        continue;
      }
    }
    await campaigns.record(record.id, step, undefined, now());
    delete record.created[step];
  }
  return left;
}

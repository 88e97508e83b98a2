import { CAMPAIGN_STATUSES, type CampaignStatus } from '#shared/schemas/meta-campaigns';
import { logger } from '../../../lib/logger';
import type { CampaignRepository } from '../../../ports/meta-campaigns';
import type { SnapshotChange } from './snapshot-patch';

export type CampaignRecords = Pick<CampaignRepository, 'findByMetaCampaignId' | 'applyMetaChange'>;

const isCampaignStatus = (status: string | undefined): status is CampaignStatus =>
  CAMPAIGN_STATUSES.some((known) => known === status);

/**
 * Writes an action's change into the creator's record of the campaign (when this app created it), so the
 * campaigns list and detail show the status and settings Meta has now, as the insights screen does. Like
 * the snapshot patch, a failure is logged only: Meta has the change already, and that is what counts.
 */
export async function patchCampaignRecord(
  records: CampaignRecords,
  campaignId: string,
  change: SnapshotChange,
  now: string,
) {
  try {
    const record = await records.findByMetaCampaignId(campaignId);
    if (!record) return;
    await records.applyMetaChange(
      record.id,
      {
        status: isCampaignStatus(change.status) ? change.status : undefined,
        dailyBudget: change.dailyBudget,
        bidAmount: change.bidCap,
        bidStrategy: change.bidStrategy,
      },
      now,
    );
  } catch (error) {
    logger.warn('The campaign record could not take a campaign action', { campaignId, error });
  }
}

import { logger } from '../../../lib/logger';
import type { CampaignSnapshot, InsightsStore } from '../../../ports/insights-store';

/** What an action changed, in the terms of the insights snapshot. */
export type SnapshotChange = Partial<
  Pick<CampaignSnapshot, 'status' | 'dailyBudget' | 'bidCap' | 'bidStrategy'>
>;

export type SnapshotStore = Pick<InsightsStore, 'snapshots' | 'putSnapshots'>;

/**
 * Writes an action's change into the campaign's stored insights snapshot, so the insights screen refetched
 * after a Pause or a new budget shows it at once instead of at the next refresh. A campaign not stored
 * yet is left to the refresh; a failure here is logged only, since Meta has the change already.
 */
export async function patchSnapshot(store: SnapshotStore, campaignId: string, change: SnapshotChange) {
  try {
    const snapshot = (await store.snapshots()).find((entry) => entry.campaignId === campaignId);
    if (snapshot) await store.putSnapshots([{ ...snapshot, ...change }]);
  } catch (error) {
    logger.warn('The insights snapshot could not take a campaign action', { campaignId, error });
  }
}

import { fromMinorUnits } from '#shared/meta/currency';
import { toMetaBidStrategy } from '#shared/meta/options/bid-strategies';
import type {
  CampaignActionResponse,
  CampaignBidCapResponse,
  UpdateCampaignBidCap,
  UpdateCampaignBudget,
  UpdateCampaignStatus,
} from '#shared/schemas/meta-campaign-actions';
import type { Clock } from '../../../ports/clock';
import type { MetaGraphClient } from '../../../ports/meta-graph';
import { invalid } from '../../domain-error';
import { updateBidCap } from './bid-cap-update';
import type { BudgetChangeLedger } from './budget-change-ledger';
import { updateBudget } from './budget-update';
import { type CampaignStructure, readCampaignStructure } from './campaign-structure';
import { toActionError } from './meta-refusal';
import { type CampaignRecords, patchCampaignRecord } from './record-patch';
import { patchSnapshot, type SnapshotChange, type SnapshotStore } from './snapshot-patch';

/**
 * Pause/activate, daily budget and bid cap of a campaign in Meta (by Meta's campaign id, as the insights
 * rows carry it): each reads the campaign as Meta has it now, then writes where Meta keeps the value.
 */
export function createCampaignActions(deps: {
  metaClient: () => Promise<MetaGraphClient>;
  ledger: BudgetChangeLedger;
  snapshots: SnapshotStore;
  /** The creator's campaign records an action keeps in step with Meta (the campaigns list's status). */
  records?: { campaigns: CampaignRecords; clock: Clock };
}) {
  async function withCampaign<T>(
    campaignId: string,
    work: (client: MetaGraphClient, structure: CampaignStructure) => Promise<T>,
  ): Promise<T> {
    const client = await deps.metaClient();
    let structure: CampaignStructure;
    try {
      structure = await readCampaignStructure(client, campaignId);
    } catch (error) {
      throw toActionError(error, campaignId);
    }
    return work(client, structure);
  }

  const done = async (
    campaignId: string,
    message: string,
    change: SnapshotChange,
  ): Promise<CampaignActionResponse> => {
    await Promise.all([
      patchSnapshot(deps.snapshots, campaignId, change),
      deps.records &&
        patchCampaignRecord(
          deps.records.campaigns,
          campaignId,
          change,
          new Date(deps.records.clock.now()).toISOString(),
        ),
    ]);
    return { success: true, message };
  };

  return {
    updateStatus: ({ campaignId, status }: UpdateCampaignStatus) =>
      withCampaign(campaignId, async (client, { campaign }) => {
        try {
          // Setting a status twice is harmless, so a lost answer may be sent again.
          await client.post(campaign.id, { status }, { retryLostAnswer: true });
        } catch (error) {
          throw toActionError(error, campaignId);
        }
        const verb = status === 'ACTIVE' ? 'activated' : 'paused';
        return done(campaignId, `Campaign ${campaign.name} ${verb}`, { status });
      }),

    updateBudget: ({ campaignId, dailyBudget }: UpdateCampaignBudget) =>
      withCampaign(campaignId, async (client, structure) => {
        const { message, change } = await updateBudget(client, deps.ledger, structure, dailyBudget);
        return done(campaignId, message, change);
      }),

    updateBidCap: ({ campaignId, bidAmount, bidStrategy }: UpdateCampaignBidCap) =>
      withCampaign(campaignId, async (client, structure) => {
        const strategy = toMetaBidStrategy(bidStrategy);
        if (!strategy) throw invalid(`Unknown bid strategy ${bidStrategy}`);
        const message = await updateBidCap(client, structure, bidAmount, strategy);
        return done(campaignId, message, { bidCap: bidAmount, bidStrategy: strategy });
      }),

    /** The bid of the first ad set that has one, in the account currency; null when none has. */
    bidCap: (campaignId: string) =>
      withCampaign(
        campaignId,
        async (_client, { campaign, adsets, currency }): Promise<CampaignBidCapResponse> => {
          const withBid = adsets.find((adset) => adset.bid_amount !== undefined && adset.bid_amount !== null);
          return {
            success: true,
            bidCap: withBid?.bid_amount === undefined ? null : fromMinorUnits(withBid.bid_amount, currency),
            bidStrategy: campaign.bid_strategy ?? withBid?.bid_strategy ?? adsets[0]?.bid_strategy ?? null,
          };
        },
      ),
  };
}

export type CampaignActions = ReturnType<typeof createCampaignActions>;

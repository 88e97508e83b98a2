import type { BlobStore } from '../../ports/blobs';
import type { BudgetChangeStore } from '../../ports/budget-changes';
import type { Clock } from '../../ports/clock';
import type { KeywordRepository } from '../../ports/keywords';
import type { CampaignRepository } from '../../ports/meta-campaigns';
import type { Notifier } from '../notifications/notifier';
import type { AdsetNamePool } from './adset-name-pool';
import { createBudgetChangeLedger } from './campaign-actions/budget-change-ledger';
import { createCampaignActions } from './campaign-actions/campaign-actions-service';
import type { SnapshotStore } from './campaign-actions/snapshot-patch';
import {
  type CampaignCreationDeps,
  createCampaignCreation,
} from './campaign-creation/campaign-creation-service';
import { createCampaignDuplication } from './campaign-duplication/campaign-duplication-service';
import { createCampaignReads } from './campaign-reads';
import type { CampaignSites } from './campaign-sites';
import type { MetaAccess } from './meta-access';

/** The creation saga on the saved Meta access: the API's, and the launch worker's (without notifier). */
export function campaignCreationOn(
  deps: Omit<CampaignCreationDeps, 'meta'> & {
    metaAccess: Pick<MetaAccess, 'client' | 'defaultAdAccountId' | 'credentials'>;
  },
) {
  const { metaAccess, ...rest } = deps;
  return createCampaignCreation({
    ...rest,
    meta: {
      client: () => metaAccess.client(),
      adAccountId: () => metaAccess.defaultAdAccountId(),
      pageName: async (pageId) =>
        (await metaAccess.credentials())?.pageEntries.find((entry) => entry.id === pageId)?.name,
    },
  });
}

/** The campaign services of the API, built on the saved Meta access and the adset name pool. */
export function createCampaignDeps(deps: {
  campaigns: CampaignRepository;
  keywords: KeywordRepository;
  /** Which site each campaign is of, for the list's site filter. */
  campaignSites: CampaignSites;
  blobs: BlobStore;
  metaAccess: MetaAccess;
  adsetNames: AdsetNamePool;
  clock: Clock;
  budgetChanges: BudgetChangeStore;
  /** The insights snapshots an action brings up to date. */
  insightsSnapshots: SnapshotStore;
  /** Told of a creation or duplication that failed after Meta was called. */
  notifier?: Notifier;
}) {
  const { metaAccess } = deps;
  const campaignCreation = campaignCreationOn({ ...deps, names: deps.adsetNames });
  return {
    campaignCreation,
    campaignDuplication: createCampaignDuplication({
      campaigns: deps.campaigns,
      creation: campaignCreation,
      names: deps.adsetNames,
      metaClient: () => metaAccess.client(),
    }),
    campaignReads: createCampaignReads({
      campaigns: deps.campaigns,
      keywords: deps.keywords,
      sites: deps.campaignSites,
      metaClient: () => metaAccess.client(),
    }),
    campaignActions: createCampaignActions({
      metaClient: () => metaAccess.client(),
      ledger: createBudgetChangeLedger(deps.budgetChanges, deps.clock),
      snapshots: deps.insightsSnapshots,
      records: { campaigns: deps.campaigns, clock: deps.clock },
    }),
  };
}

import type { LaunchRequest } from '#shared/schemas/meta-launches';
import { createAdsetNameRepository } from '../adapters/dynamodb/adset-name-repository';
import { createCampaignRepository } from '../adapters/dynamodb/campaign-repository';
import { createLaunchStore } from '../adapters/dynamodb/launch-store';
import { createProfileRepository } from '../adapters/dynamodb/profile-repository';
import { createSiteRepository } from '../adapters/dynamodb/site-repository';
import { createAdsetNamePool } from '../domain/meta/adset-name-pool';
import { campaignCreationOn } from '../domain/meta/campaign-deps';
import { previewLaunch } from '../domain/meta/launches/launch-preview';
import { createLaunchService } from '../domain/meta/launches/launch-service';
import { createLaunchWorker } from '../domain/meta/launches/launch-worker';
import type { MetaAccess } from '../domain/meta/meta-access';
import type { Notifier } from '../domain/notifications/notifier';
import type { KeywordRepository } from '../ports/keywords';
import type { Platform } from './platform';

/**
 * Bulk launches (issue 33): the preview and the launches the API answers, and the worker that creates a
 * launch's campaigns through the creation saga, built alike in the API and the launch function.
 */
export function createLaunchDeps(
  platform: Pick<Platform, 'table' | 'blobs' | 'clock' | 'launches'>,
  deps: { keywords: KeywordRepository; metaAccess: MetaAccess; notifier: Notifier },
) {
  const { table, clock } = platform;
  const { keywords, metaAccess } = deps;
  const campaigns = createCampaignRepository(table);
  const names = createAdsetNamePool({ store: createAdsetNameRepository(table), meta: metaAccess });
  const sites = createSiteRepository(table);
  const launches = createLaunchStore(table);
  const preview = { keywords, profiles: createProfileRepository(table), sites, names, campaigns, clock };
  return {
    launchPreview: (request: LaunchRequest) => previewLaunch(preview, request),
    launches: createLaunchService({ ...preview, launches, starter: platform.launches }),
    launchStore: launches,
    launchWorker: createLaunchWorker({
      launches,
      campaigns,
      keywords,
      sites,
      names,
      // The launch raises one notification for all its campaigns, not one per failed campaign.
      creation: campaignCreationOn({ campaigns, keywords, blobs: platform.blobs, names, clock, metaAccess }),
      notifier: deps.notifier,
      clock,
    }),
  };
}

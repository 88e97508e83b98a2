import type { LaunchRequest } from '#shared/schemas/meta-launches';
import { createAdsetNameRepository } from '../adapters/dynamodb/adset-name-repository';
import { createCampaignRepository } from '../adapters/dynamodb/campaign-repository';
import { createLaunchStore } from '../adapters/dynamodb/launch-store';
import { createProfileRepository } from '../adapters/dynamodb/profile-repository';
import { createSiteRepository } from '../adapters/dynamodb/site-repository';
import { createAdsetNamePool, type PoolMetaAccess } from '../domain/meta/adset-name-pool';
import { campaignCreationOn } from '../domain/meta/campaign-deps';
import { createGoLiveLaunch } from '../domain/meta/launches/go-live-launch';
import { previewLaunch } from '../domain/meta/launches/launch-preview';
import { createLaunchService } from '../domain/meta/launches/launch-service';
import { createLaunchWorker } from '../domain/meta/launches/launch-worker';
import type { MetaAccess } from '../domain/meta/meta-access';
import type { Notifier } from '../domain/notifications/notifier';
import type { KeywordRepository } from '../ports/keywords';
import type { LaunchStarter } from '../ports/meta-launches';
import type { Platform } from './platform';

/**
 * Bulk launches (issue 33): the preview and the launches the API answers, and the worker that creates a
 * launch's campaigns through the creation saga, built alike in the API and the launch function.
 */
/** The launch service's stores on the table, with the pool reading through `meta` when it must sync. */
function launchServiceOn(
  platform: Pick<Platform, 'table' | 'clock'>,
  keywords: KeywordRepository,
  meta: PoolMetaAccess,
  starter: LaunchStarter,
) {
  const { table, clock } = platform;
  const campaigns = createCampaignRepository(table);
  const names = createAdsetNamePool({ store: createAdsetNameRepository(table), meta });
  const sites = createSiteRepository(table);
  const launches = createLaunchStore(table);
  const preview = { keywords, profiles: createProfileRepository(table), sites, names, campaigns, clock };
  return {
    campaigns,
    names,
    sites,
    launches,
    preview,
    service: createLaunchService({ ...preview, launches, starter }),
  };
}

/**
 * Where articles go live (the pipeline's last step, the scheduled posts' refresh): a site's launch on
 * go-live is stored there, and the launch function's schedule starts it (within 5 minutes on AWS, a minute
 * here), so these functions need no right to invoke it.
 */
export function createGoLiveLaunchOn(
  platform: Pick<Platform, 'table' | 'clock'>,
  deps: { keywords: KeywordRepository; notifier: Notifier },
) {
  const { service, sites } = launchServiceOn(platform, deps.keywords, POOL_NEVER_SYNCED, SCHEDULE_STARTS_IT);
  return createGoLiveLaunch({ sites, launches: service, notifier: deps.notifier });
}

/** A launch stored on go-live waits for the launch function's next tick. */
const SCHEDULE_STARTS_IT: LaunchStarter = { start: async () => undefined };

/** The go-live launch reads the pool's free names; only a sync from Meta would need Meta, and it never syncs. */
const POOL_NEVER_SYNCED: PoolMetaAccess = {
  client: () => Promise.reject(new Error('A launch on go-live does not sync the adset name pool from Meta')),
  credentials: async () => undefined,
};

export function createLaunchDeps(
  platform: Pick<Platform, 'table' | 'blobs' | 'clock' | 'launches'>,
  deps: { keywords: KeywordRepository; metaAccess: MetaAccess; notifier: Notifier },
) {
  const { clock } = platform;
  const { keywords, metaAccess } = deps;
  const { campaigns, names, sites, launches, preview, service } = launchServiceOn(
    platform,
    keywords,
    metaAccess,
    platform.launches,
  );
  return {
    launchPreview: (request: LaunchRequest) => previewLaunch(preview, request),
    launches: service,
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

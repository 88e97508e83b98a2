import { logger } from '../../../lib/logger';
import type { KeywordRecord } from '../../../ports/keywords';
import type { SiteStore } from '../../../ports/sites';
import { DomainError } from '../../domain-error';
import type { Notifier } from '../../notifications/notifier';
import { goLiveLaunchId } from './launch-keys';
import type { LaunchService } from './launch-service';

export interface GoLiveLaunchDeps {
  sites: Pick<SiteStore, 'findById'>;
  launches: Pick<LaunchService, 'start'>;
  notifier: Notifier;
}

/**
 * A site's "launch a campaign when an article goes live" (issue 33): called where an article goes live
 * (published at once, or its scheduled post seen live), it stores a launch of that one article with the
 * site's profile, budget and start status. One launch per article, however often its going live is seen;
 * the launch function's schedule starts it. A launch the checks refuse is told to the team, never thrown:
 * the article is live either way.
 */
export function createGoLiveLaunch(deps: GoLiveLaunchDeps) {
  return async function launchOnGoLive(keyword: KeywordRecord): Promise<void> {
    if (!keyword.siteId) return;
    const site = await deps.sites.findById(keyword.siteId);
    const setting = site?.launchOnGoLive;
    if (!site || !setting) return;
    try {
      await deps.launches.start(
        {
          keywordIds: [keyword.id],
          profileId: setting.profileId,
          ...(setting.dailyBudget === undefined ? {} : { dailyBudget: setting.dailyBudget }),
          status: setting.status,
        },
        { trigger: 'go-live', createdBy: null, siteId: site.id, launchId: goLiveLaunchId(keyword.id) },
      );
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
      logger.warn('A launch on go-live was refused', { keywordId: keyword.id, reason: error.message });
      await deps.notifier.raise({
        kind: 'campaign_launch',
        severity: 'warning',
        title: `No campaign launched for ${keyword.masterKeyword}`,
        message: `${site.name} launches a campaign when an article goes live, but this one was refused: ${error.message}`,
        link: `/keywords/${encodeURIComponent(keyword.id)}`,
        conditionKey: `campaign-launch-go-live#${keyword.id}`,
      });
    }
  };
}

export type GoLiveLaunch = ReturnType<typeof createGoLiveLaunch>;

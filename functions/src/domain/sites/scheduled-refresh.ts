import { logger } from '../../lib/logger';
import type { Clock } from '../../ports/clock';
import type { InsightsRefresh } from '../meta/insights-refresh/insights-refresh';
import type { ScheduledPosts } from './scheduled-posts';

/**
 * The scheduled refresh, which also learns which scheduled posts WordPress has published since (decision
 * 040): after each run for today (every 15 minutes), whatever the insights run did, the Scheduled keywords
 * whose slot has passed are checked. A failure there is logged and left to the next run.
 */
export function withScheduledPosts(
  refresh: InsightsRefresh,
  scheduled: Pick<ScheduledPosts, 'settleDue'>,
  clock: Clock,
): InsightsRefresh {
  return {
    async run(kind) {
      try {
        return await refresh.run(kind);
      } finally {
        if (kind === 'recent') {
          try {
            const live = await scheduled.settleDue(clock.now());
            if (live > 0) logger.info('Scheduled posts went live', { live });
          } catch (error) {
            logger.warn('Could not check the scheduled posts', { error });
          }
        }
      }
    },
  };
}

import { logger } from '../../../lib/logger';
import type { InsightsRefresh } from '../insights-refresh/insights-refresh';
import type { RuleService } from './rule-service';

/**
 * The refresh, then every enabled rule right after it landed fresh data (status `done`): on AWS the same
 * scheduled Lambda, locally the same timer and the manual refresh. A throttled or failed refresh evaluates
 * nothing (the figures are not fresh), and a failing evaluation is logged without touching the refresh's
 * result.
 */
export function withRulesAfterRefresh(
  refresh: InsightsRefresh,
  rules: Pick<RuleService, 'runScheduled'>,
): InsightsRefresh {
  return {
    async run(kind) {
      const outcome = await refresh.run(kind);
      if (outcome.status !== 'done') return outcome;
      try {
        const responses = await rules.runScheduled();
        if (responses.length > 0) {
          const outcomes = responses.flatMap((response) => response.outcomes);
          logger.info('Campaign rules evaluated after the insights refresh', {
            rules: responses.length,
            applied: outcomes.filter((o) => o.status === 'applied').length,
            failed: outcomes.filter((o) => o.status === 'failed').length,
          });
        }
      } catch (error) {
        logger.error('Campaign rules could not be evaluated after the insights refresh', { error });
      }
      return outcome;
    },
  };
}

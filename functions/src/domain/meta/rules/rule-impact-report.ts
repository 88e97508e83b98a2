import { addDays, dayIn, dayStartMs } from '#shared/insights/insights-formulas';
import type { RuleImpactQuery, RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import type { Clock } from '../../../ports/clock';
import type { InsightsStore } from '../../../ports/insights-store';
import type { RuleLogStore } from '../../../ports/meta-rules';
import { BASELINE_DAYS } from './rule-impact';
import { campaignDaySeries } from './rule-impact-series';
import { summarizeImpact } from './rule-impact-summary';

export interface RuleImpactDeps {
  log: Pick<RuleLogStore, 'actedBetween'>;
  insights: Pick<InsightsStore, 'campaignDays' | 'revenueDays' | 'snapshots'>;
  clock: Clock;
}

/**
 * What the rules did over a range of US Eastern days (decision 058), from the action log and the insights
 * store only: never waits on Meta or the warehouse. The store is read from 3 days before the range for the
 * baselines; the log over the range's days (a later activation or change ends an effect, one after the
 * range changes nothing inside it).
 */
export function createRuleImpactReport(deps: RuleImpactDeps) {
  return {
    async report(range: RuleImpactQuery): Promise<RuleImpactResponse> {
      const nowMs = deps.clock.now();
      const storeRange = { since: addDays(range.since, -BASELINE_DAYS), until: range.until };
      const [entries, days, revenue, snapshots] = await Promise.all([
        deps.log.actedBetween(dayStartMs(range.since), dayStartMs(addDays(range.until, 1))),
        deps.insights.campaignDays(storeRange),
        deps.insights.revenueDays(storeRange),
        deps.insights.snapshots(),
      ]);
      const series = campaignDaySeries(days, revenue, snapshots);
      return summarizeImpact({ range, today: dayIn(nowMs), series }, entries);
    },
  };
}

export type RuleImpactReport = ReturnType<typeof createRuleImpactReport>;

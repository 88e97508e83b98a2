import type { EnrichedInsightsQuery, EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { InsightsStore } from '../../../ports/insights-store';
import type { CampaignAiCosts } from '../../economics/campaign-ai-costs';
import { enrichInsights } from './enrich-insights';

export interface EnrichedInsights {
  /** The range's rows from the store alone: never waits on Meta or the warehouse. */
  read(range: EnrichedInsightsQuery): Promise<EnrichedInsightsResponse>;
}

export function createEnrichedInsights(
  store: InsightsStore,
  aiCosts?: Pick<CampaignAiCosts, 'byCampaign'>,
): EnrichedInsights {
  return {
    async read(range) {
      const [days, revenue, snapshots, state, campaignAiCosts] = await Promise.all([
        store.campaignDays(range),
        store.revenueDays(range),
        store.snapshots(),
        store.state(),
        aiCosts?.byCampaign(),
      ]);
      return {
        ...enrichInsights({ days, revenue, snapshots, aiCosts: campaignAiCosts }),
        lastRefreshedAt: state.lastRefreshedAt ?? null,
        refreshPending: state.pending.length > 0,
        refreshProblem: state.lastProblem ?? null,
      };
    },
  };
}

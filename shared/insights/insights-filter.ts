import type { EnrichedInsight } from '../schemas/meta-insights';
import { keywordOfCampaignName } from './insights-formulas';
import type { InsightsStatusTab } from './insights-status-tabs';

/**
 * The filters of docs/contract.md#campaign-insights: the search matches the campaign name or the keyword read
 * from it, case-insensitively; the ACTIVE and PAUSED tabs keep campaigns of that status (the non-matching
 * revenue row shows under All). Shared: the screen filters its table with it, the API its per-day series, so
 * both show the same campaigns.
 */
export function filterInsights<T extends Pick<EnrichedInsight, 'status' | 'keyword' | 'campaign_name'>>(
  rows: readonly T[],
  search: string,
  status: InsightsStatusTab,
): T[] {
  const needle = search.trim().toLowerCase();
  return rows.filter((row) => {
    if (status !== 'ALL' && row.status !== status) return false;
    if (!needle) return true;
    const keyword = row.keyword ?? keywordOfCampaignName(row.campaign_name) ?? '';
    return row.campaign_name.toLowerCase().includes(needle) || keyword.toLowerCase().includes(needle);
  });
}

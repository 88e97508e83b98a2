import { keywordOfCampaignName } from '#shared/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import type { StatusTab } from '../insights-search';

/**
 * The spec's filters: the search matches the campaign name or the keyword read from it, case-insensitively;
 * the ACTIVE and PAUSED tabs keep campaigns of that status (the non-matching revenue row shows under All).
 */
export function filterInsights(rows: readonly EnrichedInsight[], search: string, status: StatusTab) {
  const needle = search.trim().toLowerCase();
  return rows.filter((row) => {
    if (status !== 'ALL' && row.status !== status) return false;
    if (!needle) return true;
    const keyword = row.keyword ?? keywordOfCampaignName(row.campaign_name) ?? '';
    return row.campaign_name.toLowerCase().includes(needle) || keyword.toLowerCase().includes(needle);
  });
}

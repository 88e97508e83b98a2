import { INSIGHTS_STATUS_TABS, type InsightsStatusTab } from '#shared/insights/insights-status-tabs';
import { isoDay, oneOf, searchParser, text } from '../../lib/search-params';

/** The status tab's values: All, ACTIVE, PAUSED (docs/contract.md#campaign-insights). */
export const STATUS_TABS = INSIGHTS_STATUS_TABS;
export type StatusTab = InsightsStatusTab;

/** `/meta-campaign-insights?since&until&status&site`: the applied range, the status tab and the site. */
export const parseInsightsSearch = searchParser({
  since: isoDay,
  until: isoDay,
  status: oneOf(STATUS_TABS),
  site: text,
});

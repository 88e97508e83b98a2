import { isoDay, oneOf, searchParser } from '../../lib/search-params';

/** The status tab's values: the spec's All, ACTIVE, PAUSED. */
export const STATUS_TABS = ['ALL', 'ACTIVE', 'PAUSED'] as const;
export type StatusTab = (typeof STATUS_TABS)[number];

/** `/meta-campaign-insights?since&until&status`: the applied range and the status tab in the URL. */
export const parseInsightsSearch = searchParser({ since: isoDay, until: isoDay, status: oneOf(STATUS_TABS) });
export type InsightsSearch = ReturnType<typeof parseInsightsSearch>;

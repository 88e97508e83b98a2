import { isoDay, searchParser, text } from '../../lib/search-params';

/**
 * `/meta-rules/log?ruleId&campaignId&status`: the log's filters live in the URL, so a filtered log is a link.
 * Plain text here (the router's bundle stays free of the rules schema); the screen keeps a known status only.
 */
export const parseRuleLogSearch = searchParser({ ruleId: text, campaignId: text, status: text });

/** `/meta-rules/impact?since&until`: the applied range of the impact report, so a report is a link. */
export const parseRuleImpactSearch = searchParser({ since: isoDay, until: isoDay });

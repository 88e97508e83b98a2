import { searchParser, text } from '../../lib/search-params';

/**
 * `/meta-rules/log?ruleId&campaignId&status`: the log's filters live in the URL, so a filtered log is a link.
 * Plain text here (the router's bundle stays free of the rules schema); the screen keeps a known status only.
 */
export const parseRuleLogSearch = searchParser({ ruleId: text, campaignId: text, status: text });

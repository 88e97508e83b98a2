// Free of zod: the rules' impact and undo import it at init, where the creative refresh's schemas are not
// needed (decision 062).

/**
 * A person's refresh from the campaign page is logged in the action log as if by this rule (so it can be
 * undone there); undoing it holds no rule.
 */
export const CAMPAIGN_PAGE_RULE_ID = 'campaign-page';
export const CAMPAIGN_PAGE_RULE_NAME = 'Refresh creative (campaign page)';

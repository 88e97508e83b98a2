// Free of zod: the insights refresh imports it at init, where the insights' schemas are not needed
// (decision 062).

/** The fixed label and status of the row for revenue whose channel matches no campaign of the range. */
export const UNMATCHED_REVENUE_NAME = 'Revenue from non-matching campaigns';
export const UNMATCHED_REVENUE_STATUS = 'Snowflake Only';
/** Its `campaign_id`: no Meta id looks like this, so it never collides with a campaign. */
export const UNMATCHED_REVENUE_ID = 'non-matching';

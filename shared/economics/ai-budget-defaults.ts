// Free of zod: the AI budget's settings and the pipeline's cost estimate import it at init, where the
// budget's schemas (and the keyword input's, which they build on) are not needed (decision 062).

/** No limit at all, the account's or a site's. */
export const UNSET_AI_BUDGET = { dailyLimitUsd: null, monthlyLimitUsd: null };

/** The pipeline steps an estimate prices, in the pipeline's order. */
export const ESTIMATED_STEPS = ['tags', 'title', 'article', 'images', 'adCopy', 'variants'] as const;
export type EstimatedStep = (typeof ESTIMATED_STEPS)[number];

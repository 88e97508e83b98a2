/** "vs last month" changes on the dashboard stat cards: fixed, not computed (docs/contract.md#dashboard). */
export const DASHBOARD_CHANGES = {
  keywordsProcessed: 12,
  articlesPublished: 8,
  adCampaigns: 24,
  completedVariants: 18,
} as const;

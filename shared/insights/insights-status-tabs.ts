/**
 * The insights screen's status tabs: All, ACTIVE, PAUSED (docs/contract.md#campaign-insights). On their own,
 * free of imports: the router's search parser needs them, and it ships in the entry chunk every page loads
 * (no zod there).
 */
export const INSIGHTS_STATUS_TABS = ['ALL', 'ACTIVE', 'PAUSED'] as const;
export type InsightsStatusTab = (typeof INSIGHTS_STATUS_TABS)[number];

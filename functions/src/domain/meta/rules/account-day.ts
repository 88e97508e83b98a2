import { dayIn } from '#shared/insights/insights-formulas';

/**
 * The day an ad account's caps count in (decision 056). A seam: for now every account's day is US Eastern,
 * the day the insights and revenue screens show; the ad account's own time zone (`timezone_name`) goes here.
 */
export type AccountDay = (accountId: string, nowMs: number) => Promise<string>;

export const easternAccountDay: AccountDay = (_accountId, nowMs) => Promise.resolve(dayIn(nowMs));

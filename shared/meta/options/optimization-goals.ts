import type { MetaObjective } from './objectives';

/**
 * Which ad set optimization goals Meta accepts per objective for website destinations; other pairs fail
 * with code 100 subcode 2490408 (docs/upstream/meta-marketing-api.md). The first goal is the default when
 * a pixel is set.
 */
export const OPTIMIZATION_GOALS: Record<MetaObjective, readonly [string, ...string[]]> = {
  OUTCOME_AWARENESS: ['REACH', 'IMPRESSIONS', 'AD_RECALL_LIFT', 'THRUPLAY'],
  OUTCOME_TRAFFIC: ['LINK_CLICKS', 'LANDING_PAGE_VIEWS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_ENGAGEMENT: ['POST_ENGAGEMENT', 'THRUPLAY', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_LEADS: ['OFFSITE_CONVERSIONS', 'LEAD_GENERATION', 'QUALITY_LEAD', 'LINK_CLICKS'],
  OUTCOME_SALES: ['OFFSITE_CONVERSIONS', 'VALUE', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_APP_PROMOTION: ['APP_INSTALLS', 'LINK_CLICKS', 'OFFSITE_CONVERSIONS'],
};

/** Goals that optimise for a pixel event, so they need a pixel and a conversion event. */
const PIXEL_GOALS = new Set(['OFFSITE_CONVERSIONS', 'VALUE']);

/**
 * The goal an ad set gets when the form names none: the objective's first goal, except that without a
 * pixel a conversion goal cannot be delivered, so sales and leads then optimise for link clicks.
 */
export function defaultOptimizationGoal(objective: MetaObjective, hasPixel: boolean): string {
  const [first] = OPTIMIZATION_GOALS[objective];
  return !hasPixel && PIXEL_GOALS.has(first) ? 'LINK_CLICKS' : first;
}

/** Whether Meta accepts `goal` for `objective` (and, for conversion goals, whether a pixel is there). */
export function isOptimizationGoalAllowed(
  objective: MetaObjective,
  goal: string,
  hasPixel: boolean,
): boolean {
  return OPTIMIZATION_GOALS[objective].includes(goal) && (hasPixel || !PIXEL_GOALS.has(goal));
}

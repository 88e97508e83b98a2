/**
 * How each figure of the impact report is estimated (decision 058), as its tooltip says it: the screen
 * calls them estimates because they compare with what would have happened, which nobody can observe.
 */
export const IMPACT_METHODS = {
  actions:
    'Actions the rules applied in Meta in the range (no dry runs, skips or failures; undone actions still count).',
  spendAvoided:
    'Estimate: for each pause, the campaign’s average daily spend over the 3 days before it, times the whole days it stayed paused in the range (until an activation by a rule or an undo, or the first day it spent again). The pause’s own day and today are not counted.',
  extraSpend:
    'Estimate: after a budget raise, each whole day’s spend minus the average daily spend of the 3 days before the raise, until the campaign’s next status or budget change; after a copy, all of the copy’s spend.',
  extraRevenue:
    'Estimate: after a budget raise, each whole day’s revenue (joined through the channel, as in insights) minus the average daily revenue of the 3 days before the raise, until the next change; after a copy, all of the copy’s revenue.',
  net: 'Estimate: extra revenue minus extra spend, after budget raises and copies. Spend avoided by pauses is shown apart: the revenue a pause gave up is not estimated.',
} as const;

export type ImpactMethod = keyof typeof IMPACT_METHODS;

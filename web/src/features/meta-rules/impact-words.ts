/** Short names of the action types for the report's counts; an unknown type (a newer one) shows as sent. */
const ACTION_NAMES: Record<string, [one: string, many: string]> = {
  pause: ['pause', 'pauses'],
  activate: ['activation', 'activations'],
  increase_budget: ['budget raise', 'budget raises'],
  decrease_budget: ['budget cut', 'budget cuts'],
  set_budget: ['budget set', 'budgets set'],
  set_bid_cap: ['bid cap', 'bid caps'],
  refresh_creative: ['creative refresh', 'creative refreshes'],
  duplicate: ['copy', 'copies'],
  notify: ['notice', 'notices'],
};

/** `{ pause: 2, increase_budget: 1 }` as "2 pauses, 1 budget raise", the most frequent first. */
export function actionTypesInWords(byType: Record<string, number>): string {
  return Object.entries(byType)
    .sort(([a, countA], [b, countB]) => countB - countA || a.localeCompare(b))
    .map(([type, count]) => {
      const [one, many] = ACTION_NAMES[type] ?? [type.replaceAll('_', ' '), type.replaceAll('_', ' ')];
      return `${count} ${count === 1 ? one : many}`;
    })
    .join(', ');
}

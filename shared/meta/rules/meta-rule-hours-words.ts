/** Hours and weekdays of a rule's schedule as the card, the dialog and the log say them (decision 057). */

/** The hours of a day, 0 to 23, for the choosers. */
export const DAY_HOURS: readonly number[] = Array.from({ length: 24 }, (_, hour) => hour);

export const WEEKDAY_NAMES = ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'] as const;

/** An hour of the day on the 24-hour clock: `07:00`, `22:00`. */
export const hourText = (hour: number) => `${String(hour).padStart(2, '0')}:00`;

/** Hours as runs of whole hours, each to the end of its last: `[9..17, 22]` -> `09:00-18:00, 22:00-23:00`. */
export function hourRangesText(hours: readonly number[]): string {
  const runs: [number, number][] = [];
  for (const hour of [...new Set(hours)].sort((a, b) => a - b)) {
    const last = runs.at(-1);
    if (last && last[1] === hour - 1) last[1] = hour;
    else runs.push([hour, hour]);
  }
  return runs.map(([from, to]) => `${hourText(from)}-${hourText((to + 1) % 24)}`).join(', ');
}

/** Weekdays in words: every day, Mon-Fri, or a list (`Sat, Sun`). */
export function weekdaysText(weekdays: readonly number[]): string {
  const set = new Set(weekdays);
  if (set.size === 7) return 'every day';
  if (set.size === 5 && [1, 2, 3, 4, 5].every((day) => set.has(day))) return 'Mon-Fri';
  return [...set]
    .sort((a, b) => a - b)
    .map((day) => WEEKDAY_NAMES[day])
    .join(', ');
}

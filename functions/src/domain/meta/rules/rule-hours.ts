import { hourText, weekdaysText } from '#shared/meta/rules/meta-rule-hours-words';
import type { Rule } from '#shared/schemas/meta-rules';
import { accountClock, zoneLabel } from '#shared/time/account-time';

/**
 * What a rule does at this hour on a campaign of an ad account in `timeZone` (decision 057): outside its
 * hours and weekdays nothing (a quiet skip, with why); a schedule pauses in its pause hour and activates in
 * its activate hour, as a pause or activate rule would (`bySchedule`: its pauses are not a rule's, so revive
 * leaves them alone, and it activates only the campaigns it paused).
 */
export type RuleAtHour = { outside: string } | { rule: Rule; bySchedule: boolean };

export function ruleAtHour(rule: Rule, timeZone: string, nowMs: number): RuleAtHour {
  const { hour, weekday } = accountClock(timeZone, nowMs);
  const where = `${hourText(hour)} ${zoneLabel(timeZone)}`;
  const active = rule.activeHours;
  if (active && !(active.hours.includes(hour) && active.weekdays.includes(weekday)))
    return {
      outside: `Skipped: outside its hours (it is ${where} on ${weekdaysText([weekday])}; it acts at ${active.hours.map(hourText).join(', ')} on ${weekdaysText(active.weekdays)})`,
    };
  const { action } = rule;
  if (action.type !== 'schedule') return { rule, bySchedule: false };
  if (hour === action.pauseHour) return { rule: { ...rule, action: { type: 'pause' } }, bySchedule: true };
  if (hour === action.activateHour)
    return { rule: { ...rule, action: { type: 'activate' }, onlyRulePaused: false }, bySchedule: true };
  return {
    outside: `Skipped: not its hour (it is ${where}; it pauses at ${hourText(action.pauseHour)} and activates at ${hourText(action.activateHour)})`,
  };
}

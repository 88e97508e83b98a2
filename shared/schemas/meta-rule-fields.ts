import * as z from '../validation/zod';
import { numberField } from './number-field';

/** Field types the rule schemas share: hours and the chosen hours (decision 057). */

const RULE_HOURS_REQUIRED = 'Choose at least one hour';
const RULE_WEEKDAYS_REQUIRED = 'Choose at least one weekday';
const WEEKDAY_RANGE = 'Weekdays are 0 (Sunday) to 6 (Saturday)';

/** An hour of the day in the ad account's time zone. */
export const hourField = (name: string) =>
  numberField(`${name} is required`).pipe(
    z
      .number()
      .int(`${name} must be a whole hour`)
      .min(0, `${name} must be between 0 and 23`)
      .max(23, `${name} must be between 0 and 23`),
  );
const sortedUnique = (values: number[]) => [...new Set(values)].sort((a, b) => a - b);

/** Hours of the day (0-23) and weekdays (0 Sunday ... 6 Saturday) in the ad account's time zone. */
export const ruleActiveHoursSchema = z.object({
  hours: z
    .array(hourField('Hour'), { error: () => RULE_HOURS_REQUIRED })
    .min(1, RULE_HOURS_REQUIRED)
    .max(24)
    .transform(sortedUnique),
  weekdays: z
    .array(
      numberField('Weekday is required').pipe(
        z.number().int('Weekdays are whole numbers').min(0, WEEKDAY_RANGE).max(6, WEEKDAY_RANGE),
      ),
      { error: () => RULE_WEEKDAYS_REQUIRED },
    )
    .min(1, RULE_WEEKDAYS_REQUIRED)
    .max(7)
    .transform(sortedUnique),
});
export type RuleActiveHours = z.infer<typeof ruleActiveHoursSchema>;

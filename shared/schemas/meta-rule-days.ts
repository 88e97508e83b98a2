import * as z from '../validation/zod';

/** The days one side of a rule's figures covered, in its time zone (IANA). */
const sideDaysSchema = z.object({ since: z.string(), until: z.string(), timeZone: z.string() });

/**
 * Which days an evaluation read on each side (decision 057): Meta's in the ad account's days, the partner's
 * revenue in US Eastern days. Absent on log entries written before it was recorded.
 */
export const ruleWindowDaysSchema = z.object({ meta: sideDaysSchema, revenue: sideDaysSchema });
export type RuleWindowDays = z.infer<typeof ruleWindowDaysSchema>;

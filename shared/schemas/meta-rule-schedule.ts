import * as z from '../validation/zod';
import { hourField } from './meta-rule-fields';

const RULE_SCHEDULE_HOURS_MESSAGE = 'The pause and activate hours must differ';

/**
 * The rule action "schedule": pauses at one hour and activates at another, in the ad account's time zone
 * (decision 057).
 */
export const ruleScheduleActionSchema = z
  .object({
    type: z.literal('schedule'),
    pauseHour: hourField('Pause hour'),
    activateHour: hourField('Activate hour'),
  })
  .refine((action) => action.pauseHour !== action.activateHour, {
    message: RULE_SCHEDULE_HOURS_MESSAGE,
    path: ['activateHour'],
  });

import { describe, expect, it } from 'vitest';
import { scheduleRule, stopLossRule } from '#shared/meta/rules/meta-rule-templates';
import type { Rule } from '#shared/schemas/meta-rules';
import { ruleAtHour } from './rule-hours';

const saved = (fields: Partial<Rule> = {}): Rule => ({
  ...stopLossRule({ spendAbove: 50, roiBelow: 80, window: 'today' }),
  id: 'r1',
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
  createdBy: 'admin@example.com',
  lastEvaluatedAt: null,
  ...fields,
});
// Wednesday 10 June 2026, 15:30Z: 11:30 in New York, 23:30 in Singapore.
const NOW = Date.parse('2026-06-10T15:30:00Z');

describe('ruleAtHour', () => {
  it('acts at every hour without chosen hours, and only in them with', () => {
    expect(ruleAtHour(saved(), 'America/New_York', NOW)).toMatchObject({ bySchedule: false });
    const office = saved({ activeHours: { hours: [9, 10, 11], weekdays: [1, 2, 3, 4, 5] } });
    expect(ruleAtHour(office, 'America/New_York', NOW)).toMatchObject({ rule: office });
    expect(ruleAtHour(office, 'Asia/Singapore', NOW)).toEqual({
      outside:
        'Skipped: outside its hours (it is 23:00 Asia/Singapore on Wed; it acts at 09:00, 10:00, 11:00 on Mon-Fri)',
    });
    const weekend = saved({ activeHours: { hours: [11], weekdays: [0, 6] } });
    expect(ruleAtHour(weekend, 'America/New_York', NOW)).toHaveProperty('outside');
  });

  it('counts the hour on the account wall clock across the spring-forward change', () => {
    const early = saved({ activeHours: { hours: [3], weekdays: [0] } });
    // 07:30Z on Sunday 8 March 2026 is 03:30 EDT: 02:00 was skipped.
    expect(ruleAtHour(early, 'America/New_York', Date.parse('2026-03-08T07:30:00Z'))).toHaveProperty('rule');
    expect(ruleAtHour(early, 'America/New_York', Date.parse('2026-03-08T06:30:00Z'))).toHaveProperty(
      'outside',
    );
  });

  it('turns a schedule into its pause or activation at their hours, and nothing between', () => {
    const schedule = saved(scheduleRule({ pauseHour: 23, activateHour: 7 }));
    expect(ruleAtHour(schedule, 'Asia/Singapore', NOW)).toMatchObject({
      rule: { action: { type: 'pause' } },
      bySchedule: true,
    });
    const morning = Date.parse('2026-06-10T23:15:00Z'); // 07:15 on 11 June in Singapore
    expect(ruleAtHour(schedule, 'Asia/Singapore', morning)).toMatchObject({
      rule: { action: { type: 'activate' }, onlyRulePaused: false },
      bySchedule: true,
    });
    expect(ruleAtHour(schedule, 'America/New_York', NOW)).toEqual({
      outside: 'Skipped: not its hour (it is 11:00 US Eastern; it pauses at 23:00 and activates at 07:00)',
    });
  });
});

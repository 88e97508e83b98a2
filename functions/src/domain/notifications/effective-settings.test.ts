import { describe, expect, it } from 'vitest';
import { effectiveSettings, plannedChannels } from './effective-settings';

const saved = (overrides: Partial<Parameters<typeof effectiveSettings>[0] & object> = {}) =>
  effectiveSettings({
    emailRecipients: ['ops@example.com'],
    routes: {},
    retentionDays: 90,
    revenueDeadlineHour: 10,
    slackConfigured: true,
    ...overrides,
  });

describe('where a notification goes besides the product', () => {
  it('is each channel its kind turns on, at or above the kind’s minimum severity', () => {
    expect(plannedChannels('run_finished', 'error', saved(), false)).toEqual(['slack', 'email']);
    expect(plannedChannels('run_finished', 'warning', saved(), false)).toEqual(['slack', 'email']);
    expect(plannedChannels('run_finished', 'info', saved(), false)).toEqual([]);
    const routes = { rule_acted: { slack: false, email: true, minSeverity: 'info' as const } };
    expect(plannedChannels('rule_acted', 'info', saved({ routes }), false)).toEqual(['email']);
  });

  it('needs somewhere to go: a saved webhook (or locally the sandbox) and recipients', () => {
    const nothing = saved({ slackConfigured: false, emailRecipients: [] });
    expect(plannedChannels('meta_access', 'error', nothing, false)).toEqual([]);
    expect(plannedChannels('meta_access', 'error', nothing, true)).toEqual(['slack']);
  });

  it('keeps delivery failures in the product, whatever was saved for them', () => {
    const routes = { delivery_failed: { slack: true, email: true, minSeverity: 'info' as const } };
    expect(plannedChannels('delivery_failed', 'error', saved({ routes }), true)).toEqual([]);
  });

  it('fills in the defaults nobody saved', () => {
    expect(effectiveSettings(undefined)).toMatchObject({
      emailRecipients: [],
      retentionDays: 90,
      revenueDeadlineHour: 10,
      slackConfigured: false,
    });
  });
});

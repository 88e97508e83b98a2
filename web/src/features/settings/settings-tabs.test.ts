import { describe, expect, it } from 'vitest';
import { selectedSettingsTab, visibleSettingsTabs } from './settings-tabs';

describe('settings tabs', () => {
  it('shows the Debug Tools tab only when debug is on', () => {
    expect(visibleSettingsTabs(false)).toEqual([
      'api',
      'budget',
      'wordpress',
      'meta',
      'notifications',
      'security',
      'preferences',
    ]);
    expect(visibleSettingsTabs(true)).toContain('debug');
  });

  it('selects the tab of the URL, or API Credentials when it is missing or hidden', () => {
    expect(selectedSettingsTab('wordpress', false)).toBe('wordpress');
    expect(selectedSettingsTab('budget', false)).toBe('budget');
    expect(selectedSettingsTab(undefined, false)).toBe('api');
    expect(selectedSettingsTab('debug', false)).toBe('api');
    expect(selectedSettingsTab('debug', true)).toBe('debug');
  });
});

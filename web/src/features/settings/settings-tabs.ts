import type { SettingsTab } from './settings-search';

export const SETTINGS_TAB_LABELS: Record<SettingsTab, string> = {
  api: 'API Credentials',
  budget: 'AI Budget',
  wordpress: 'WordPress Settings',
  meta: 'Meta Integration',
  notifications: 'Notifications',
  security: 'Security',
  preferences: 'Preferences',
  debug: 'Debug Tools',
};

/** The tabs on show: the Debug Tools tab only once debug is turned on. */
export function visibleSettingsTabs(debugOn: boolean): SettingsTab[] {
  const tabs: SettingsTab[] = [
    'api',
    'budget',
    'wordpress',
    'meta',
    'notifications',
    'security',
    'preferences',
  ];
  return debugOn ? [...tabs, 'debug'] : tabs;
}

/** The tab to show for `?tab=`: API Credentials when none is given or the one given is hidden. */
export function selectedSettingsTab(tab: SettingsTab | undefined, debugOn: boolean): SettingsTab {
  return tab && visibleSettingsTabs(debugOn).includes(tab) ? tab : 'api';
}

import { oneOf, searchParser } from '../../lib/search-params';

export const SETTINGS_TABS = [
  'api',
  'budget',
  'wordpress',
  'meta',
  'notifications',
  'security',
  'preferences',
  'debug',
] as const;
export type SettingsTab = (typeof SETTINGS_TABS)[number];

/** `/settings?tab=`: an unknown tab is dropped rather than failing the route. */
export const parseSettingsSearch = searchParser({ tab: oneOf(SETTINGS_TABS) });

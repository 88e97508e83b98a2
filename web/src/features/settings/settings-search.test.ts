import { describe, expect, it } from 'vitest';
import { parseSettingsSearch } from './settings-search';

describe('parseSettingsSearch', () => {
  it('keeps a known tab', () => {
    expect(parseSettingsSearch({ tab: 'wordpress' })).toEqual({ tab: 'wordpress' });
    expect(parseSettingsSearch({ tab: 'budget' })).toEqual({ tab: 'budget' });
  });

  it('drops an unknown tab and any other parameter, so the page opens on its first tab', () => {
    expect(parseSettingsSearch({ tab: 'billing', extra: 1 })).toEqual({});
  });
});

import { DEFAULT_PREFERENCES, type Preferences } from '#shared/schemas/settings';
import type { PreferencesRepository } from '../../ports/preferences';

/**
 * Each user keeps their own preferences; one who never saved any gets the defaults of
 * docs/contract.md#preferences.
 */
export interface PreferencesService {
  get(userId: string): Promise<Preferences>;
  save(userId: string, preferences: Preferences): Promise<Preferences>;
}

export function createPreferencesService(repository: PreferencesRepository): PreferencesService {
  return {
    get: async (userId) => (await repository.find(userId)) ?? DEFAULT_PREFERENCES,
    async save(userId, preferences) {
      await repository.save(userId, preferences);
      return preferences;
    },
  };
}

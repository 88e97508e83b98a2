import type { Preferences } from '#shared/schemas/settings';

/** Each user's own preferences (the Add Keywords dialog's defaults). */
export interface PreferencesRepository {
  find(userId: string): Promise<Preferences | undefined>;
  save(userId: string, preferences: Preferences): Promise<void>;
}

import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import type { QualitySettings } from '#shared/schemas/quality';
import type { QualitySettingsStore } from '../../ports/quality';

/**
 * The settings as they apply: the saved ones over the defaults, so a field added later has its default
 * until an admin saves the form again.
 */
export async function effectiveQualitySettings(store: QualitySettingsStore): Promise<QualitySettings> {
  return { ...DEFAULT_QUALITY_SETTINGS, ...(await store.get()) };
}

/** Settings > Quality (admins): the checks' thresholds and which checks hold an article back. */
export function createQualitySettingsService(store: QualitySettingsStore) {
  return {
    get: () => effectiveQualitySettings(store),
    async save(settings: QualitySettings): Promise<QualitySettings> {
      const saved = { ...settings, blocking: [...new Set(settings.blocking)] };
      await store.save(saved);
      return saved;
    },
  };
}

export type QualitySettingsService = ReturnType<typeof createQualitySettingsService>;

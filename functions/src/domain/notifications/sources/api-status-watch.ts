import type { ApiService, ApiStatus } from '#shared/schemas/settings';
import { logger } from '../../../lib/logger';
import type { WatchStateStore } from '../../../ports/notifications';
import type { ApiStatusService } from '../../settings/api-status-service';
import type { Notifier } from '../notifier';

const WATCH = 'api-status';
const SERVICE_NAMES: Record<ApiService, string> = {
  gemini: 'Gemini',
  openai: 'OpenAI',
  cloudVision: 'Cloud Vision',
  wordpress: 'WordPress',
};
/** Where each service's credentials are saved. */
const SETTINGS_TAB: Record<ApiService, string> = {
  gemini: 'api',
  openai: 'api',
  cloudVision: 'api',
  wordpress: 'wordpress',
};

type Seen = Partial<Record<ApiService, 'green' | 'red'>>;

/**
 * The API status, telling the team when a service that was green turns red (its saved credential stopped
 * working), once until it is green again. "Not configured" is neither: nothing was working to stop. What
 * each service was last seen as is one small item, written only when something changed.
 */
export function withStatusNotifications(
  status: ApiStatusService,
  deps: { notifier: Notifier; watch: WatchStateStore },
): ApiStatusService {
  async function compare(current: ApiStatus) {
    const seen = ((await deps.watch.get(WATCH)) ?? {}) as Seen;
    const next: Seen = {};
    for (const service of Object.keys(SERVICE_NAMES) as ApiService[]) {
      const tile = current[service];
      const conditionKey = `credential-failed#${service}`;
      if (tile.connected) {
        next[service] = 'green';
        if (seen[service] === 'red') await deps.notifier.clear(conditionKey);
        continue;
      }
      if (tile.message === 'Not configured') continue;
      next[service] = 'red';
      if (seen[service] !== 'green') continue;
      await deps.notifier.raise({
        kind: 'credential_failed',
        severity: 'error',
        title: `${SERVICE_NAMES[service]} stopped working`,
        message: `The API status of ${SERVICE_NAMES[service]}${tile.sandbox ? ' (sandbox)' : ''} turned red: ${tile.message}`,
        link: `/settings?tab=${SETTINGS_TAB[service]}`,
        conditionKey,
      });
    }
    if (JSON.stringify(next) !== JSON.stringify(seen)) await deps.watch.put(WATCH, next);
  }
  const watched = async (read: () => Promise<ApiStatus>) => {
    const current = await read();
    try {
      await compare(current);
    } catch (error) {
      logger.error('Could not compare the API status with the last one seen', { error });
    }
    return current;
  };
  return { current: () => watched(() => status.current()), refresh: () => watched(() => status.refresh()) };
}

import type { ApiService, ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import { formatClockTime } from '../../lib/format';

/** The bar's four tiles, in the order of docs/contract.md#api-status-bar. */
export const API_STATUS_TILES: readonly { service: ApiService; label: string }[] = [
  { service: 'gemini', label: 'Gemini API' },
  { service: 'openai', label: 'OpenAI API' },
  { service: 'cloudVision', label: 'Cloud Vision API' },
  { service: 'wordpress', label: 'WordPress API' },
];

/** The bar is red as soon as one service is not connected. */
export function anyDisconnected(status: ApiStatus): boolean {
  return API_STATUS_TILES.some(({ service }) => !status[service].connected);
}

/** The WordPress tile's sites, each with its own state: " Sites: Main connected; Garden not connected (…)." */
function sitesDescription(sites: ServiceStatus['sites']): string {
  if (!sites?.length) return '';
  const states = sites.map((site) =>
    site.connected
      ? `${site.name} connected${site.sandbox ? ' (sandbox)' : ''}`
      : `${site.name} not connected${site.message ? ` (${site.message})` : ''}`,
  );
  return ` Sites: ${states.join('; ')}.`;
}

/**
 * What a tile's tooltip says: the state, the failure reason, who answered, each WordPress site's state
 * when there are several, and when it was checked.
 */
export function tileDescription(label: string, status: ServiceStatus): string {
  // The reasons come to those who may manage settings only.
  const state = status.connected
    ? 'Connected'
    : `Not connected${status.message ? `: ${status.message}` : ''}`;
  const source = status.sandbox ? ' Served by the local sandbox, not the real service.' : '';
  const checkedAt = new Date(status.checkedAt);
  const checked = Number.isNaN(checkedAt.getTime()) ? '' : ` Checked at ${formatClockTime(checkedAt)}.`;
  return `${label}: ${state}.${source}${sitesDescription(status.sites)}${checked}`;
}

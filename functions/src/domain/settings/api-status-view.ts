import type { ApiStatus, ServiceStatus } from '#shared/schemas/settings';

/** A tile without its reason: the reason may name a site's address or repeat what WordPress said. */
function stateOnly({ message: _message, sites, ...state }: ServiceStatus): ServiceStatus {
  return {
    ...state,
    ...(sites ? { sites: sites.map(({ message: _reason, ...site }) => site) } : {}),
  };
}

/**
 * The API status as shown to those who may not manage settings: each service's and each site's state,
 * sandbox mark and check time, and the sites by name, but no reasons. A reason can carry a site's URL
 * ("No WordPress REST API at https://...", "redirected to ...") or an upstream error's text, which only
 * those who can act on them need.
 */
export function apiStatusStatesOnly(status: ApiStatus): ApiStatus {
  return {
    gemini: stateOnly(status.gemini),
    openai: stateOnly(status.openai),
    cloudVision: stateOnly(status.cloudVision),
    wordpress: stateOnly(status.wordpress),
  };
}

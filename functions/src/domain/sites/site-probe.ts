import type { SiteTestResult } from '#shared/schemas/sites';
import type { WordPressSiteCredentials } from '../../ports/credentials';
import { ProbeFailure, type UpstreamProbe } from '../../ports/upstream-probe';
import { checkWordPress, PUBLIC_ENDPOINTS } from '../settings/service-checks';

const TIMEOUT_MS = 10_000;
/** WordPress caps a page at 100; a site with more categories shows its first 100 by name. */
const CATEGORIES_PAGE = 100;

const restUrl = (siteUrl: string, route: string) => `${siteUrl.replace(/\/+$/, '')}/wp-json/${route}`;

/** `timezone_string` when the site set a named zone, else its fixed offset as `Etc/GMT∓h`. */
export function siteTimeZone(index: unknown): string | undefined {
  if (typeof index !== 'object' || index === null) return undefined;
  const { timezone_string: named, gmt_offset: offset } = index as Record<string, unknown>;
  if (typeof named === 'string' && named !== '') return named;
  const hours = Number(offset);
  if (!Number.isInteger(hours)) return undefined;
  // The Etc zones' signs are inverted (POSIX): UTC+2 is Etc/GMT-2.
  return hours === 0 ? 'UTC' : `Etc/GMT${hours > 0 ? '-' : '+'}${Math.abs(hours)}`;
}

function categoriesOf(body: unknown): SiteTestResult['categories'] {
  if (!Array.isArray(body)) return [];
  return body.flatMap((entry) => {
    const { id, name } = (entry ?? {}) as { id?: unknown; name?: unknown };
    return typeof id === 'number' && typeof name === 'string' ? [{ id, name }] : [];
  });
}

/**
 * `POST /api/sites/{id}/test`: the credentials checked with `users/me` as the WordPress credentials form's
 * status does, then the site's time zone (the REST index) and categories, read with the same password.
 */
export async function testSite(
  credentials: WordPressSiteCredentials,
  probe: UpstreamProbe,
): Promise<SiteTestResult> {
  const outcome = await checkWordPress(credentials, {
    timeoutMs: TIMEOUT_MS,
    endpoints: PUBLIC_ENDPOINTS,
    probe,
  });
  if (!outcome.connected) return { connected: false, message: outcome.message, categories: [] };
  const basic = Buffer.from(`${credentials.username}:${credentials.appPassword}`).toString('base64');
  const read = async (route: string) => {
    try {
      const answer = await probe('WordPress', {
        url: restUrl(credentials.siteUrl, route),
        headers: { authorization: `Basic ${basic}` },
        timeoutMs: TIMEOUT_MS,
      });
      return answer.status === 200 ? answer.body : undefined;
    } catch (error) {
      // Connected already: a site that hides its index or categories still publishes.
      if (error instanceof ProbeFailure) return undefined;
      throw error;
    }
  };
  const [index, categories] = await Promise.all([
    read(''),
    read(`wp/v2/categories?per_page=${CATEGORIES_PAGE}&orderby=name`),
  ]);
  return { connected: true, timeZone: siteTimeZone(index), categories: categoriesOf(categories) };
}

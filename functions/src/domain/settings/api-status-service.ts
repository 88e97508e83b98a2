import { createHash } from 'node:crypto';
import type { ApiService, ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import type { ApiStatusCache } from '../../ports/api-status-cache';
import type { Clock } from '../../ports/clock';
import type { CredentialsReader, SiteToCheck, UpstreamCredentials } from '../../ports/credentials';
import type { UpstreamProbe } from '../../ports/upstream-probe';
import {
  type CheckOptions,
  type CheckOutcome,
  checkCloudVision,
  checkGemini,
  checkOpenAi,
  checkWordPress,
  PUBLIC_ENDPOINTS,
  type PublicEndpoints,
} from './service-checks';

/** How long a status is served from the cache: well under the bar's 5-minute poll, so each poll sees news. */
export const API_STATUS_CACHE_MS = 3 * 60_000;
export const API_STATUS_TIMEOUT_MS = 5_000;

export interface ApiStatusService {
  /** The cached status when fresh and checked with the current credentials, else a new check. */
  current(): Promise<ApiStatus>;
  /** Checks every service now and caches the result (after credentials are saved). */
  refresh(): Promise<ApiStatus>;
}

export interface ApiStatusDeps {
  credentials: CredentialsReader;
  cache: ApiStatusCache;
  clock: Clock;
  /** Sends each check's request: `probeUpstream` (under the outbound rules) in production. */
  probe: UpstreamProbe;
  timeoutMs?: number;
  cacheMs?: number;
  /** Every WordPress site: with more than one, the WordPress tile checks each (absent: the settings' one). */
  sites?: () => Promise<SiteToCheck[]>;
  /** Replaces the real services' endpoints (tests, so saved credentials never leave the machine). */
  endpoints?: Partial<PublicEndpoints>;
}

/** What a round of checks reads: the services' credentials and, with several, every WordPress site's. */
interface CheckInput {
  credentials: UpstreamCredentials;
  sites: SiteToCheck[];
}

/** Changes whenever any credential, site, endpoint or sandbox mark changes; a hash, so no secret is stored. */
const fingerprintOf = (input: CheckInput) =>
  createHash('sha256').update(JSON.stringify(input)).digest('base64url');

type Tile = <C extends { sandbox: boolean }>(
  configured: C | undefined,
  run: (credentials: C, options: CheckOptions) => Promise<CheckOutcome>,
) => Promise<ServiceStatus>;

/**
 * The WordPress tile over several sites: one tile still, connected when every site is, its message the
 * first failing site's (named), and each site's own state in `sites`.
 */
async function wordPressSitesTile(
  sites: SiteToCheck[],
  tile: Tile,
  checkedAt: string,
): Promise<ServiceStatus> {
  const states = await Promise.all(
    sites.map(async ({ id, name, credentials }) => {
      const { connected, message, sandbox } = await tile(credentials, checkWordPress);
      return { id, name, connected, ...(message === undefined ? {} : { message }), sandbox };
    }),
  );
  const failing = states.find((state) => !state.connected);
  return {
    connected: failing === undefined,
    ...(failing ? { message: `${failing.name}: ${failing.message ?? 'not connected'}` } : {}),
    sandbox: states.every((state) => state.sandbox),
    checkedAt,
    sites: states,
  };
}

/** Checks all four services in parallel, each bounded by the timeout. */
async function checkAll({ credentials, sites }: CheckInput, options: CheckOptions, checkedAt: string) {
  const tile: Tile = async (configured, run) => {
    if (!configured) return { connected: false, message: 'Not configured', sandbox: false, checkedAt };
    return { ...(await run(configured, options)), sandbox: configured.sandbox, checkedAt };
  };
  const { gemini, openai, cloudVision, wordpress } = credentials;
  const [geminiStatus, openaiStatus, visionStatus, wordpressStatus] = await Promise.all([
    tile(gemini, checkGemini),
    tile(openai, checkOpenAi),
    tile(cloudVision, checkCloudVision),
    // With one site the tile is the contract's single WordPress tile: the WordPress Settings' credentials.
    sites.length > 1 ? wordPressSitesTile(sites, tile, checkedAt) : tile(wordpress, checkWordPress),
  ]);
  return {
    gemini: geminiStatus,
    openai: openaiStatus,
    cloudVision: visionStatus,
    wordpress: wordpressStatus,
  } satisfies Record<ApiService, ServiceStatus>;
}

export function createApiStatusService(deps: ApiStatusDeps): ApiStatusService {
  const options: CheckOptions = {
    timeoutMs: deps.timeoutMs ?? API_STATUS_TIMEOUT_MS,
    endpoints: { ...PUBLIC_ENDPOINTS, ...deps.endpoints },
    probe: deps.probe,
  };
  const cacheMs = deps.cacheMs ?? API_STATUS_CACHE_MS;
  // Requests arriving together in one container share one round of checks.
  const inFlight = new Map<string, Promise<ApiStatus>>();

  const read = async (): Promise<CheckInput> => {
    const [credentials, sites] = await Promise.all([deps.credentials.read(), deps.sites?.() ?? []]);
    return { credentials, sites };
  };

  const check = (input: CheckInput, fingerprint: string) => {
    let running = inFlight.get(fingerprint);
    if (!running) {
      running = (async () => {
        const now = deps.clock.now();
        const status = await checkAll(input, options, new Date(now).toISOString());
        await deps.cache.put(fingerprint, status, now + cacheMs);
        return status;
      })().finally(() => inFlight.delete(fingerprint));
      inFlight.set(fingerprint, running);
    }
    return running;
  };

  return {
    async current() {
      const input = await read();
      const fingerprint = fingerprintOf(input);
      return (await deps.cache.get(fingerprint, deps.clock.now())) ?? check(input, fingerprint);
    },
    async refresh() {
      const input = await read();
      return check(input, fingerprintOf(input));
    },
  };
}

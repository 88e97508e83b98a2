import { createHash } from 'node:crypto';
import type { ApiService, ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import type { ApiStatusCache } from '../../ports/api-status-cache';
import type { Clock } from '../../ports/clock';
import type { CredentialsReader, UpstreamCredentials } from '../../ports/credentials';
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
  /** Replaces the real services' endpoints (tests, so saved credentials never leave the machine). */
  endpoints?: Partial<PublicEndpoints>;
}

/** Changes whenever any credential, endpoint or sandbox mark changes; a hash, so no secret is stored. */
const fingerprintOf = (credentials: UpstreamCredentials) =>
  createHash('sha256').update(JSON.stringify(credentials)).digest('base64url');

/** Checks all four services in parallel, each bounded by the timeout. */
async function checkAll(credentials: UpstreamCredentials, options: CheckOptions, checkedAt: string) {
  const tile = async <C extends { sandbox: boolean }>(
    configured: C | undefined,
    run: (credentials: C, options: CheckOptions) => Promise<CheckOutcome>,
  ): Promise<ServiceStatus> => {
    if (!configured) return { connected: false, message: 'Not configured', sandbox: false, checkedAt };
    return { ...(await run(configured, options)), sandbox: configured.sandbox, checkedAt };
  };
  const { gemini, openai, cloudVision, wordpress } = credentials;
  const [geminiStatus, openaiStatus, visionStatus, wordpressStatus] = await Promise.all([
    tile(gemini, checkGemini),
    tile(openai, checkOpenAi),
    tile(cloudVision, checkCloudVision),
    tile(wordpress, checkWordPress),
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

  const check = (credentials: UpstreamCredentials, fingerprint: string) => {
    let running = inFlight.get(fingerprint);
    if (!running) {
      running = (async () => {
        const now = deps.clock.now();
        const status = await checkAll(credentials, options, new Date(now).toISOString());
        await deps.cache.put(fingerprint, status, now + cacheMs);
        return status;
      })().finally(() => inFlight.delete(fingerprint));
      inFlight.set(fingerprint, running);
    }
    return running;
  };

  return {
    async current() {
      const credentials = await deps.credentials.read();
      const fingerprint = fingerprintOf(credentials);
      return (await deps.cache.get(fingerprint, deps.clock.now())) ?? check(credentials, fingerprint);
    },
    async refresh() {
      const credentials = await deps.credentials.read();
      return check(credentials, fingerprintOf(credentials));
    },
  };
}

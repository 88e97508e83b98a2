import type { ServiceCredentials, WordPressSiteCredentials } from '../../ports/credentials';
import { ProbeFailure, type ProbeResponse, type UpstreamProbe } from '../../ports/upstream-probe';
import { MASK } from './masking';

export type CheckOutcome = { connected: true } | { connected: false; message: string };

/** Where each service is reached when its credentials name no endpoint of their own (saved credentials). */
export interface PublicEndpoints {
  openai: string;
  gemini: string;
  cloudVision: string;
}

export const PUBLIC_ENDPOINTS: PublicEndpoints = {
  openai: 'https://api.openai.com/v1',
  gemini: 'https://generativelanguage.googleapis.com',
  cloudVision: 'https://vision.googleapis.com',
};

export interface CheckOptions {
  timeoutMs: number;
  endpoints: PublicEndpoints;
  /** Sends each check's one request (under the outbound rules in production). */
  probe: UpstreamProbe;
}

const withoutTrailingSlash = (url: string) => url.replace(/\/+$/, '');

/** `{base}/v1/models`, whether the base is the SDK-style `.../v1` or the bare host. */
function openAiModelsUrl(baseUrl: string): string {
  const base = withoutTrailingSlash(baseUrl);
  return base.endsWith('/v1') ? `${base}/models` : `${base}/v1/models`;
}

interface GoogleError {
  error?: { message?: string; status?: string; details?: { reason?: string }[] };
}
const googleError = (body: unknown) =>
  typeof body === 'object' && body ? (body as GoogleError).error : undefined;
/** Google answers a bad API key with 400 INVALID_ARGUMENT, reason API_KEY_INVALID. */
const isGoogleKeyRejection = (body: unknown) =>
  googleError(body)?.details?.some((detail) => detail.reason === 'API_KEY_INVALID') === true;

const brief = (text: string | undefined) => (text ? `: ${text.slice(0, 200)}` : '');

/** The verdict on an upstream's answer to an authenticated request. */
function judge(service: string, response: ProbeResponse): CheckOutcome {
  const { status, body } = response;
  if (status >= 200 && status < 300) return { connected: true };
  if (status === 401 || (status === 400 && isGoogleKeyRejection(body))) {
    return { connected: false, message: `${service} rejected the key (${status})` };
  }
  if (status === 429) {
    return {
      connected: false,
      message: `${service} refused the request: rate limit or quota exceeded (429)`,
    };
  }
  if (status === 403) {
    return {
      connected: false,
      message: `${service} refused the key (403)${brief(googleError(body)?.message)}`,
    };
  }
  return { connected: false, message: `${service} answered ${status}${brief(googleError(body)?.message)}` };
}

/** Runs a check, turning a missing answer into its reason and keeping the secret out of every message. */
async function guarded(secret: string, check: () => Promise<CheckOutcome>): Promise<CheckOutcome> {
  let outcome: CheckOutcome;
  try {
    outcome = await check();
  } catch (error) {
    if (!(error instanceof ProbeFailure)) throw error;
    outcome = { connected: false, message: error.message };
  }
  if (!outcome.connected && secret) outcome.message = outcome.message.replaceAll(secret, MASK);
  return outcome;
}

/** OpenAI: list the models (free), with the key as bearer token. */
export const checkOpenAi = (credentials: ServiceCredentials, { timeoutMs, endpoints, probe }: CheckOptions) =>
  guarded(credentials.apiKey, async () => {
    const url = openAiModelsUrl(credentials.baseUrl ?? endpoints.openai);
    const headers = { authorization: `Bearer ${credentials.apiKey}` };
    return judge('OpenAI', await probe('OpenAI', { url, headers, timeoutMs }));
  });

/** Gemini: list one model (free), the key in the header rather than the URL so it stays out of logs. */
export const checkGemini = (credentials: ServiceCredentials, { timeoutMs, endpoints, probe }: CheckOptions) =>
  guarded(credentials.apiKey, async () => {
    const url = `${withoutTrailingSlash(credentials.baseUrl ?? endpoints.gemini)}/v1beta/models?pageSize=1`;
    const headers = { 'x-goog-api-key': credentials.apiKey };
    return judge('Gemini', await probe('Gemini', { url, headers, timeoutMs }));
  });

/**
 * Cloud Vision has no free read, so the check annotates an empty batch: it costs nothing, and Google checks
 * the key before it looks at the body, so a 400 about the body itself still means the key was accepted.
 */
export const checkCloudVision = (
  credentials: ServiceCredentials,
  { timeoutMs, endpoints, probe }: CheckOptions,
) =>
  guarded(credentials.apiKey, async () => {
    const base = withoutTrailingSlash(credentials.baseUrl ?? endpoints.cloudVision);
    const response = await probe('Cloud Vision', {
      method: 'POST',
      url: `${base}/v1/images:annotate`,
      headers: { 'x-goog-api-key': credentials.apiKey, 'content-type': 'application/json' },
      body: JSON.stringify({ requests: [] }),
      timeoutMs,
    });
    if (response.status === 400 && !isGoogleKeyRejection(response.body)) return { connected: true };
    return judge('Cloud Vision', response);
  });

const wordPressErrorCode = (body: unknown) => {
  const code = typeof body === 'object' && body ? (body as { code?: unknown }).code : undefined;
  return typeof code === 'string' ? ` ${code}` : '';
};

/**
 * WordPress: `users/me` with the application password. A public route would not do: WordPress answers a
 * public GET with bad credentials as an anonymous visitor (200); `users/me` answers 401 instead.
 */
export const checkWordPress = (credentials: WordPressSiteCredentials, { timeoutMs, probe }: CheckOptions) =>
  guarded(credentials.appPassword, async () => {
    const basic = Buffer.from(`${credentials.username}:${credentials.appPassword}`).toString('base64');
    const { status, body, location } = await probe('WordPress', {
      url: `${withoutTrailingSlash(credentials.siteUrl)}/wp-json/wp/v2/users/me`,
      headers: { authorization: `Basic ${basic}` },
      timeoutMs,
    });
    if (status >= 200 && status < 300) {
      const isUser =
        typeof body === 'object' && body !== null && typeof (body as { id?: unknown }).id === 'number';
      if (isUser) return { connected: true };
      return { connected: false, message: 'The site answered, but not as a WordPress REST API' };
    }
    if (status === 401 || status === 403) {
      const reason = `${status}${wordPressErrorCode(body)}`;
      return {
        connected: false,
        message: `WordPress rejected the user name or application password (${reason})`,
      };
    }
    if (status >= 300 && status < 400) {
      return {
        connected: false,
        message: `The site redirected to ${location ?? 'another address'}; use that address`,
      };
    }
    if (status === 404)
      return { connected: false, message: `No WordPress REST API at ${credentials.siteUrl} (404)` };
    return { connected: false, message: `WordPress answered ${status}${wordPressErrorCode(body)}` };
  });

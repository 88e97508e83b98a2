import { AD_ACCOUNT_STATUSES } from '#shared/meta/ad-account-statuses';
import type { MetaCredentials, MetaStatus } from '#shared/schemas/meta-credentials';
import { SCREEN_TIME_ZONE } from '#shared/time/screen-time-zone';
import { logger } from '../../lib/logger';
import type { Clock } from '../../ports/clock';
import { isMetaGraphFailure, type MetaGraphClient, type MetaGraphFailure } from '../../ports/meta-graph';
import { type MetaClientSettings, type MetaGraphReach, metaClientFor } from './meta-access';
import {
  debugToken,
  getAdAccount,
  getMe,
  type MetaAdAccount,
  type MetaTokenInfo,
} from './meta-account-reads';
import type { MetaCredentialsStore } from './meta-credentials-store';
import { META_NOT_CONFIGURED, MetaNotConfiguredError } from './meta-not-configured-error';
import { createMetaStatusCache, statusCacheKey } from './meta-status-cache';

/** `GET /api/meta/status`: whether the saved credentials work, as Meta said within the last minute. */
export interface MetaStatusService {
  /** `fresh`: ask Meta now (the Test Connection button) rather than reuse the last minute's answer. */
  check(options?: { fresh?: boolean }): Promise<MetaStatus>;
}

/**
 * A person waits on this check: one quick retry of a transient failure, and no waiting out a throttle
 * (its answer already says what is wrong).
 */
export const STATUS_CHECK_CLIENT: MetaClientSettings = {
  timeoutMs: 10_000,
  retry: { maxAttempts: 2, baseDelayMs: 250, maxDelayMs: 1_000, maxRetryAfterMs: 0 },
};

/** The readable reason a Graph call failed, worded for the settings screen. */
export function describeMetaFailure(error: MetaGraphFailure): string {
  const text = error.userMessage ?? error.reason;
  switch (error.kind) {
    case 'token-invalid':
      return `The Meta access token is invalid or has expired (code ${error.code}${error.subcode ? `/${error.subcode}` : ''}): ${text}`;
    case 'transient':
      return `Could not connect to Meta API: ${text}`;
    case 'throttled':
      return `Meta is limiting calls for now; try again in a few minutes: ${text}`;
    case 'permission':
      return `The token lacks a permission Meta requires: ${text}`;
    default:
      return text;
  }
}

function tokenDetails(info: MetaTokenInfo) {
  return {
    expiresAt: info.expires_at ? new Date(info.expires_at * 1000).toISOString() : null,
    scopes: info.scopes ?? [],
  };
}

function adAccountDetails(id: string, account: MetaAdAccount) {
  const known = AD_ACCOUNT_STATUSES[account.account_status];
  const statusLabel = known?.label ?? `Unknown status (${account.account_status})`;
  return {
    id,
    name: account.name,
    account_status: account.account_status,
    statusLabel,
    timezoneName: account.timezone_name,
    currency: account.currency,
    ...(known && !known.canRunAds
      ? {
          error: `The ad account is ${statusLabel.toLowerCase()} (account_status ${account.account_status}): it cannot run ads`,
        }
      : {}),
  };
}

function zoneWarning(account: MetaAdAccount): string | undefined {
  if (!account.timezone_name || account.timezone_name === SCREEN_TIME_ZONE) return undefined;
  return `The ad account's days follow ${account.timezone_name}, not US Eastern (EST) as the insights screen shows: Meta's daily figures end at the account's midnight.`;
}

/** The first failure of a settled call, as a readable text (a non-Graph failure is a bug: rethrown). */
function failureText(result: PromiseSettledResult<unknown>): string | undefined {
  if (result.status === 'fulfilled') return undefined;
  if (isMetaGraphFailure(result.reason)) return describeMetaFailure(result.reason);
  throw result.reason;
}

async function checkWith(
  client: MetaGraphClient,
  credentials: MetaCredentials,
  timestamp: string,
): Promise<MetaStatus> {
  const sandbox = credentials.sandbox;
  const adAccountId = credentials.adAccountEntries[0]?.id ?? '';
  let user: Awaited<ReturnType<typeof getMe>>;
  try {
    user = await getMe(client);
  } catch (error) {
    if (!isMetaGraphFailure(error)) throw error;
    return { connected: false, message: describeMetaFailure(error), sandbox, details: { timestamp } };
  }
  const [token, account] = await Promise.allSettled([
    debugToken(client, { appId: credentials.appId, appSecret: credentials.appSecret }),
    getAdAccount(client, adAccountId),
  ]);
  if (token.status === 'fulfilled' && !token.value.is_valid) {
    const reason = token.value.error?.message ?? 'Meta says it is not valid';
    return {
      connected: false,
      message: `The Meta access token is not valid: ${reason}`,
      sandbox,
      details: { timestamp },
    };
  }
  const tokenProblem = failureText(token);
  const accountProblem = failureText(account);
  const userDetails = { id: user.id, name: user.name, ...(user.email ? { email: user.email } : {}) };
  return {
    connected: true,
    message: tokenProblem
      ? `Connected to Meta as ${user.name}, but the token could not be inspected (check the App ID and App Secret): ${tokenProblem}`
      : `Connected to Meta as ${user.name}`,
    sandbox,
    details: {
      user: userDetails,
      adAccount:
        account.status === 'fulfilled'
          ? adAccountDetails(adAccountId, account.value)
          : { id: adAccountId, error: `Ad account act_${adAccountId}: ${accountProblem}` },
      ...(token.status === 'fulfilled' ? { token: tokenDetails(token.value) } : {}),
      ...(account.status === 'fulfilled' && zoneWarning(account.value)
        ? { timezoneWarning: zoneWarning(account.value) }
        : {}),
      timestamp,
    },
  };
}

export function createMetaStatusService(
  deps: MetaGraphReach & { store: MetaCredentialsStore; clock: Clock; client?: MetaClientSettings },
): MetaStatusService {
  const cache = createMetaStatusCache(deps.clock);
  return {
    async check(options) {
      const credentials = await deps.store.read();
      if (!credentials) return { connected: false, message: META_NOT_CONFIGURED, sandbox: false };
      try {
        const client = metaClientFor(credentials, deps, deps.client ?? STATUS_CHECK_CLIENT);
        const check = () => checkWith(client, credentials, new Date(deps.clock.now()).toISOString());
        return await cache.get(statusCacheKey(credentials), check, options);
      } catch (error) {
        if (!(error instanceof MetaNotConfiguredError)) throw error;
        logger.warn('Meta status: the saved credentials cannot be used here', { reason: error.message });
        return { connected: false, message: error.message, sandbox: credentials.sandbox };
      }
    },
  };
}

import { createHash } from 'node:crypto';
import type { MetaCredentials, MetaStatus } from '#shared/schemas/meta-credentials';
import type { Clock } from '../../ports/clock';

/** How long Meta's answer about the saved credentials is reused. */
export const META_STATUS_CACHE_MS = 60_000;

/**
 * What the Graph check depends on, hashed: the token, the app and the default ad account. Another saved
 * token (or app, or account) is another key, so it is never answered with the previous one's result.
 */
export function statusCacheKey(credentials: MetaCredentials): string {
  const { accessToken, appId, appSecret, sandbox } = credentials;
  const adAccountId = credentials.adAccountEntries[0]?.id ?? '';
  return createHash('sha256')
    .update(JSON.stringify([accessToken, appId, appSecret, adAccountId, sandbox]))
    .digest('hex');
}

/**
 * The last Graph check, reused for a minute: every signed-in screen may ask for the status (the campaign
 * page does on each visit), and each answer costs three Graph calls against the app's rate limit. One
 * entry, per process (each Lambda container keeps its own), for the credentials saved now. Callers that
 * arrive while a check runs share it; a check that throws is not kept.
 */
export function createMetaStatusCache(clock: Clock) {
  let last: { key: string; at: number; status: Promise<MetaStatus> } | undefined;
  return {
    /** The answer of the last minute for `key`, or `check()`'s; `fresh` always runs `check()`. */
    get(key: string, check: () => Promise<MetaStatus>, options: { fresh?: boolean } = {}) {
      const now = clock.now();
      if (!options.fresh && last?.key === key && now - last.at < META_STATUS_CACHE_MS) return last.status;
      const entry = { key, at: now, status: check() };
      last = entry;
      entry.status.catch(() => {
        if (last === entry) last = undefined;
      });
      return entry.status;
    },
  };
}

/** The status as shown to those without `system_settings`: without the token owner's e-mail and scopes. */
export function withoutOwnerDetails(status: MetaStatus): MetaStatus {
  if (!status.details) return status;
  const { user, token, ...details } = status.details;
  return {
    ...status,
    details: {
      ...details,
      ...(user ? { user: { id: user.id, name: user.name } } : {}),
      ...(token ? { token: { expiresAt: token.expiresAt } } : {}),
    },
  };
}

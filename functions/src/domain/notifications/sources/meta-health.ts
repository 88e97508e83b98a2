import { createHash } from 'node:crypto';
import { AD_ACCOUNT_STATUSES } from '#shared/meta/ad-account-statuses';
import type { Clock } from '../../../ports/clock';
import { isMetaGraphFailure } from '../../../ports/meta-graph';
import type { MetaAccess } from '../../meta/meta-access';
import { debugToken, getAdAccount } from '../../meta/meta-account-reads';
import { MetaNotConfiguredError } from '../../meta/meta-not-configured-error';
import type { Notifier } from '../notifier';

/** A token expiring within this long is a warning: someone has to make a new one. */
const TOKEN_WARNING_MS = 7 * 24 * 60 * 60_000;
const META_SETTINGS_LINK = '/settings?tab=meta';

/** Per token (a short hash, never the token): a new token's expiry is news even while the old one's is open. */
const tokenKey = (token: string) => createHash('sha256').update(token).digest('hex').slice(0, 12);

const when = (seconds: number) => new Date(seconds * 1000).toISOString().replace('T', ' ').slice(0, 16);

/**
 * Checks the saved Meta token (Graph `debug_token`: `expires_at`, `data_access_expires_at`, `is_valid`) and
 * every saved ad account's status, raising while a condition holds and clearing it once it does not:
 * expired or invalid (error), expiring within 7 days (warning), an ad account that cannot run ads (error).
 * Nothing saved, nothing checked; a Graph failure other than an invalid token leaves the conditions as
 * they are (the refresh reports its own failures).
 */
export async function checkMetaHealth(deps: {
  notifier: Notifier;
  metaAccess: Pick<MetaAccess, 'credentials' | 'client'>;
  clock: Clock;
}): Promise<void> {
  const { notifier } = deps;
  const credentials = await deps.metaAccess.credentials();
  if (!credentials) return;
  let client: Awaited<ReturnType<MetaAccess['client']>>;
  try {
    client = await deps.metaAccess.client();
  } catch (error) {
    if (error instanceof MetaNotConfiguredError) return;
    throw error;
  }
  const key = tokenKey(credentials.accessToken);
  const [expired, expiring] = [`meta-token-expired#${key}`, `meta-token-expiring#${key}`];
  const invalid = async (reason: string) => {
    await notifier.raise({
      kind: 'meta_access',
      severity: 'error',
      title: 'The Meta access token has expired or is no longer valid',
      message: `${reason}\nCampaigns cannot be read or changed until a new token is saved in Settings > Meta Integration.`,
      link: META_SETTINGS_LINK,
      conditionKey: expired,
    });
  };
  try {
    const info = await debugToken(client, { appId: credentials.appId, appSecret: credentials.appSecret });
    const nowMs = deps.clock.now();
    const ends = [info.expires_at, info.data_access_expires_at].filter((at): at is number => !!at && at > 0);
    const soonest = ends.length > 0 ? Math.min(...ends) : undefined;
    if (!info.is_valid || (soonest !== undefined && soonest * 1000 <= nowMs)) {
      await invalid(info.error?.message ?? 'Meta says the token is not valid.');
    } else if (soonest !== undefined && soonest * 1000 - nowMs <= TOKEN_WARNING_MS) {
      await notifier.raise({
        kind: 'meta_access',
        severity: 'warning',
        title: `The Meta access token expires on ${when(soonest)} UTC`,
        message:
          'Make a new token (or extend its data access) and save it in Settings > Meta Integration before ' +
          'then, or the insights refresh, the rules and campaign changes stop working.',
        link: META_SETTINGS_LINK,
        conditionKey: expiring,
      });
    } else {
      await Promise.all([notifier.clear(expired), notifier.clear(expiring)]);
    }
  } catch (error) {
    if (!isMetaGraphFailure(error)) throw error;
    if (error.kind === 'token-invalid') await invalid(error.userMessage ?? error.reason);
  }
  for (const { id } of credentials.adAccountEntries) await checkAdAccount(notifier, client, id);
}

async function checkAdAccount(
  notifier: Notifier,
  client: Awaited<ReturnType<MetaAccess['client']>>,
  accountId: string,
) {
  let status: number;
  let name: string;
  try {
    ({ account_status: status, name } = await getAdAccount(client, accountId));
  } catch (error) {
    if (isMetaGraphFailure(error)) return;
    throw error;
  }
  const known = AD_ACCOUNT_STATUSES[status];
  const conditionKey = `meta-account-disabled#${accountId}`;
  if (known?.canRunAds !== false) {
    await notifier.clear(conditionKey);
    return;
  }
  await notifier.raise({
    kind: 'meta_access',
    severity: 'error',
    title: `The ad account ${name} (act_${accountId}) is ${known.label.toLowerCase()}`,
    message: `Meta reports account_status ${status}: its campaigns cannot run ads. Resolve it in Meta's Business Settings.`,
    link: META_SETTINGS_LINK,
    conditionKey,
  });
}

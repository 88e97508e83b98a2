import { isMetaGraphFailure } from '../../../ports/meta-graph';
import { invalid, notFound, rateLimited, unavailable } from '../../domain-error';

/** "in 5 minutes" for a wait, rounded up to whole minutes (at least one). */
export const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * A failed Graph call as the domain refuses it: Meta's own words for the person (`error_user_msg`, else
 * its message), not found for an id Meta does not know, rate limited with the wait for a throttle,
 * unavailable for an outage, and invalid for everything Meta refused. Anything that is not a Graph failure
 * is passed on unchanged.
 */
export function toActionError(error: unknown, campaignId: string, prefix = ''): unknown {
  if (!isMetaGraphFailure(error)) return error;
  const said = error.userMessage ?? error.message;
  if (error.code === 100 && error.subcode === 33)
    return notFound(`${prefix}Campaign ${campaignId} was not found in Meta`);
  if (error.kind === 'throttled') {
    const wait = error.retryAfterMs ? inMinutes(error.retryAfterMs) : 'later';
    return rateLimited(`${prefix}Meta is limiting requests: ${said} Try again ${wait}.`, error.retryAfterMs);
  }
  if (error.kind === 'transient')
    return unavailable(`${prefix}Meta is unavailable, please try again: ${said}`);
  return invalid(`${prefix}Meta refused the change: ${said}`);
}

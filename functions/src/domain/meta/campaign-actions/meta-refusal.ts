import { isMetaGraphFailure } from '../../../ports/meta-graph';
import { CampaignActionError } from './campaign-action-error';

/** "in 5 minutes" for a wait, rounded up to whole minutes (at least one). */
export const inMinutes = (ms: number) => {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  return `in ${minutes} minute${minutes === 1 ? '' : 's'}`;
};

/**
 * A failed Graph call as the API answers it: Meta's own words for the person (`error_user_msg`, else its
 * message), a 404 for an id Meta does not know, 429 with the wait for a throttle, 503 for an outage, and
 * 400 for everything Meta refused. Anything that is not a Graph failure is passed on unchanged.
 */
export function toActionError(error: unknown, campaignId: string, prefix = ''): unknown {
  if (!isMetaGraphFailure(error)) return error;
  const said = error.userMessage ?? error.message;
  if (error.code === 100 && error.subcode === 33)
    return new CampaignActionError(404, `${prefix}Campaign ${campaignId} was not found in Meta`);
  if (error.kind === 'throttled') {
    const wait = error.retryAfterMs ? inMinutes(error.retryAfterMs) : 'later';
    return new CampaignActionError(429, `${prefix}Meta is limiting requests: ${said} Try again ${wait}.`);
  }
  if (error.kind === 'transient')
    return new CampaignActionError(503, `${prefix}Meta is unavailable, please try again: ${said}`);
  return new CampaignActionError(400, `${prefix}Meta refused the change: ${said}`);
}

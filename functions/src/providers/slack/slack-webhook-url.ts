import type { SlackWebhookPolicy } from '../../ports/notification-channels';
import { checkOutboundUrl, OutboundUrlError, privateAddressesRefused } from '../outbound-url';

/** Slack's incoming webhooks all live here (`https://hooks.slack.com/services/T…/B…/…`). */
const SLACK_WEBHOOK_HOST = 'hooks.slack.com';

/** A webhook URL the outbound rules refuse, said as the Notifications tab shows it. */
export class SlackWebhookUrlError extends Error {
  override name = 'SlackWebhookUrlError';
}

/**
 * Checks where Slack messages go: on AWS only an https address on `hooks.slack.com`, so an admin cannot aim
 * the delivery function at an internal service; locally any http(s) address, since the Slack sandbox
 * listens on loopback (the line the outbound rules draw for the other sandboxes). Names are checked again
 * at connection time by the outbound guard.
 */
export function checkSlackWebhookUrl(raw: string, onAws = privateAddressesRefused()): URL {
  let url: URL;
  try {
    url = checkOutboundUrl(raw, false);
  } catch (error) {
    if (!(error instanceof OutboundUrlError)) throw error;
    throw new SlackWebhookUrlError(`The Slack webhook URL is refused: ${error.message}`);
  }
  if (onAws && (url.protocol !== 'https:' || url.hostname !== SLACK_WEBHOOK_HOST)) {
    throw new SlackWebhookUrlError(
      `The Slack webhook URL is refused: it must be https://${SLACK_WEBHOOK_HOST}/services/..., not ${url.origin}`,
    );
  }
  return url;
}

/** `checkSlackWebhookUrl` as the domain asks it: the refusal's message, or undefined for an allowed URL. */
export const slackWebhookRefusal: SlackWebhookPolicy = (webhookUrl) => {
  try {
    checkSlackWebhookUrl(webhookUrl);
    return undefined;
  } catch (error) {
    if (error instanceof SlackWebhookUrlError) return error.message;
    throw error;
  }
};

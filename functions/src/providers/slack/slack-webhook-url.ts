import type { SlackWebhookPolicy } from '../../ports/notification-channels';
import { checkOutboundUrl, OutboundUrlError } from '../outbound-url';

/** Slack's incoming webhooks all live here (`https://hooks.slack.com/services/T…/B…/…`). */
const SLACK_WEBHOOK_HOST = 'hooks.slack.com';

/** A webhook URL the outbound rules refuse, said as the Notifications tab shows it. */
export class SlackWebhookUrlError extends Error {
  override name = 'SlackWebhookUrlError';
}

/**
 * Checks where Slack messages go: an https address on `hooks.slack.com`, or, on the local stack, exactly the
 * Slack sandbox's own webhook (`sandboxWebhook`; none on AWS). Nothing else, locally either: "Send test"
 * says what the webhook answered, so any other address would let an admin's browser read what services on
 * this machine's loopback answer. Names are checked again at connection time by the outbound guard.
 */
export function checkSlackWebhookUrl(raw: string, sandboxWebhook?: string): URL {
  let url: URL;
  try {
    url = checkOutboundUrl(raw, false);
  } catch (error) {
    if (!(error instanceof OutboundUrlError)) throw error;
    throw new SlackWebhookUrlError(`The Slack webhook URL is refused: ${error.message}`);
  }
  if (sandboxWebhook !== undefined && url.href === new URL(sandboxWebhook).href) return url;
  if (url.protocol !== 'https:' || url.hostname !== SLACK_WEBHOOK_HOST) {
    throw new SlackWebhookUrlError(
      `The Slack webhook URL is refused: it must be https://${SLACK_WEBHOOK_HOST}/services/..., not ${url.origin}`,
    );
  }
  return url;
}

/**
 * `checkSlackWebhookUrl` as the domain asks it, with the sandbox's webhook where there is one: the refusal's
 * message, or undefined for an allowed URL.
 */
export function slackWebhookPolicy(sandboxWebhook?: string): SlackWebhookPolicy {
  return (webhookUrl) => {
    try {
      checkSlackWebhookUrl(webhookUrl, sandboxWebhook);
      return undefined;
    } catch (error) {
      if (error instanceof SlackWebhookUrlError) return error.message;
      throw error;
    }
  };
}

/** A Slack message: the fallback text (notifications, screen readers) and its Block Kit blocks. */
export interface SlackMessage {
  text: string;
  blocks: Record<string, unknown>[];
}

export interface EmailMessage {
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
}

/**
 * Where notifications go besides the product. Each `send` is one delivery attempt; a failure throws a
 * `ProviderError` (`./provider-error.ts`) whose `retryable` says whether a later attempt may succeed (with
 * the service's wait in `retryAfterMs` when it gave one) and whose `reason` says what the service answered.
 */
export interface SlackSender {
  send(webhookUrl: string, message: SlackMessage): Promise<void>;
}

/**
 * Where Slack messages may go, asked before a webhook URL is saved: undefined for an address the outbound
 * rules allow, else why not, said as the Notifications tab shows it.
 */
export type SlackWebhookPolicy = (webhookUrl: string) => string | undefined;

export interface EmailSender {
  send(message: EmailMessage): Promise<void>;
}

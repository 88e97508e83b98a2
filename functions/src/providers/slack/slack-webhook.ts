import {
  type FetchFunction,
  IncomingWebhook,
  IncomingWebhookHTTPError,
  IncomingWebhookRequestError,
} from '@slack/webhook';
import type { SlackMessage, SlackSender } from '../../ports/notification-channels';
import { ProviderError, providerErrorForStatus } from '../../ports/provider-error';
import { outboundFailureError } from '../outbound-failure';
import { outboundRequest } from '../outbound-http';
import { OutboundUrlError } from '../outbound-url';
import { parseRetryAfter, type RetryPolicy, withRetry } from '../retry';
import { checkSlackWebhookUrl, SlackWebhookUrlError } from './slack-webhook-url';

const TIMEOUT_MS = 10_000;
/** Slack answers `ok` or a short error code (`no_service`, `invalid_token`): no more is read. */
const MAX_ANSWER_BYTES = 64 * 1024;
/** What Slack says when it refuses: one short code in lower case. */
const SLACK_ERROR_CODE = /^[a-z0-9_]{1,64}$/;
/**
 * One delivery attempt's own retries: Slack allows about one message a second per webhook and answers a
 * burst with 429 and `Retry-After` in seconds; a wait that short is waited out here, a longer one (or Slack
 * still down) goes up for the delivery's next attempt.
 */
const SLACK_ATTEMPT_POLICY: Partial<RetryPolicy> = {
  maxAttempts: 3,
  baseDelayMs: 1_000,
  maxDelayMs: 4_000,
  maxRetryAfterMs: 10_000,
};

/**
 * `fetch` for the official client through the outbound guard (http(s) only, on AWS no private address,
 * no redirects, capped answer), keeping each answer's `Retry-After`, which the client's errors drop.
 */
function guardedFetch(seen: { retryAfterMs?: number }): FetchFunction {
  return async (url, init) => {
    const answer = await outboundRequest({
      method: 'POST',
      url: String(url),
      headers: init?.headers,
      body: typeof init?.body === 'string' ? init.body : undefined,
      timeoutMs: TIMEOUT_MS,
      maxResponseBytes: MAX_ANSWER_BYTES,
    });
    const header = (name: string) => {
      const value = answer.headers[name.toLowerCase()];
      return Array.isArray(value) ? (value[0] ?? null) : (value ?? null);
    };
    seen.retryAfterMs = parseRetryAfter(header('retry-after'));
    const text = answer.body.toString('utf8');
    return {
      ok: answer.status >= 200 && answer.status < 300,
      status: answer.status,
      statusText: '',
      url: String(url),
      headers: {
        get: header,
        entries: () =>
          Object.entries(answer.headers).map(([name, value]) => [name, String(value)] as [string, string]),
      },
      arrayBuffer: async () => new Uint8Array(answer.body).buffer,
      json: async () => JSON.parse(text) as unknown,
      text: async () => text,
    };
  };
}

/**
 * What the client threw, as a provider error: 429 and 5xx transient (with Slack's wait), others final. An
 * answer is repeated only when it is one of Slack's error codes: the reason reaches the admin who pressed
 * "Send test", and must never carry what some other service answered (a proxy's page, a misrouted call).
 */
function slackError(error: unknown, retryAfterMs: number | undefined): ProviderError {
  if (error instanceof IncomingWebhookHTTPError) {
    const body = error.body.trim();
    const said = SLACK_ERROR_CODE.test(body) ? body : '';
    return providerErrorForStatus({
      provider: 'slack',
      status: error.statusCode,
      reason: `Slack answered ${error.statusCode}${said ? ` ${said}` : ''}`,
      retryAfterMs,
    });
  }
  const cause = error instanceof IncomingWebhookRequestError ? error.original : error;
  if (cause instanceof OutboundUrlError)
    return new ProviderError({
      provider: 'slack',
      reason: `The Slack webhook URL is refused: ${cause.message}`,
    });
  return outboundFailureError(cause, { provider: 'slack', target: 'Slack', timeoutMs: TIMEOUT_MS });
}

/**
 * Slack incoming webhooks through the official `@slack/webhook` client (Block Kit messages), its HTTP
 * calls made by the outbound guard, to Slack's webhooks or the local Slack sandbox's (`sandboxWebhook`)
 * only. One `send` is one delivery attempt with short retries of its own.
 */
export function createSlackSender(
  options: {
    policy?: Partial<RetryPolicy>;
    sleep?: (ms: number) => Promise<void>;
    /** The local stack's Slack sandbox webhook, the one address besides Slack's that is allowed. */
    sandboxWebhook?: string;
  } = {},
): SlackSender {
  return {
    async send(webhookUrl: string, message: SlackMessage) {
      try {
        checkSlackWebhookUrl(webhookUrl, options.sandboxWebhook);
      } catch (error) {
        if (error instanceof SlackWebhookUrlError)
          throw new ProviderError({ provider: 'slack', reason: error.message });
        throw error;
      }
      await withRetry(
        async () => {
          const seen: { retryAfterMs?: number } = {};
          const client = new IncomingWebhook(webhookUrl, {
            fetch: guardedFetch(seen),
            retryConfig: { retries: 0 },
          });
          try {
            await client.send({ text: message.text, blocks: message.blocks as never });
          } catch (error) {
            throw slackError(error, seen.retryAfterMs);
          }
        },
        {
          label: 'slack webhook',
          service: 'slack',
          policy: { ...SLACK_ATTEMPT_POLICY, ...options.policy },
          sleep: options.sleep,
        },
      );
    },
  };
}

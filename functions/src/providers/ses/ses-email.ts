import { type SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import type { EmailMessage, EmailSender } from '../../ports/notification-channels';
import {
  ProviderError,
  ProviderRateLimitError,
  ProviderTransientError,
  shortText,
} from '../../ports/provider-error';
import { outboundFailureError } from '../outbound-failure';
import { measuredAttempt } from '../upstream-metrics';

/** SES's own errors that pass (a send rate or a daily quota); everything else it answers is final. */
const THROTTLES = new Set(['TooManyRequestsException', 'LimitExceededException', 'ThrottlingException']);

interface SesFailure {
  name?: string;
  message?: string;
  code?: string;
  $metadata?: { httpStatusCode?: number };
}

/**
 * What the SDK threw, as a provider error carrying SES's own words: "SES refused the message
 * (MessageRejected): Email address is not verified...". Throttles and 5xx are transient.
 */
function sesError(error: unknown): ProviderError {
  const failure = error as SesFailure;
  const status = failure.$metadata?.httpStatusCode;
  if (status === undefined)
    return outboundFailureError(error, { provider: 'ses', target: 'Amazon SES', timeoutMs: 10_000 });
  const reason = `SES refused the message (${failure.name ?? status}): ${shortText(failure.message ?? '', 300)}`;
  if (THROTTLES.has(failure.name ?? '') || status === 429)
    return new ProviderRateLimitError({ provider: 'ses', status, reason });
  if (status >= 500) return new ProviderTransientError({ provider: 'ses', status, reason });
  return new ProviderError({ provider: 'ses', status, reason, cause: error });
}

/**
 * E-mail through Amazon SES v2 (`SendEmail`, a plain-text and an HTML part): on AWS the real service, with
 * `ses:SendEmail` granted for the configured identity only; locally the SES v2 emulator, through the same
 * SDK client pointed at it.
 */
export function createSesEmailSender(client: SESv2Client): EmailSender {
  return {
    async send(message: EmailMessage) {
      const command = new SendEmailCommand({
        FromEmailAddress: message.from,
        Destination: { ToAddresses: message.to },
        Content: {
          Simple: {
            Subject: { Data: message.subject, Charset: 'UTF-8' },
            Body: {
              Text: { Data: message.text, Charset: 'UTF-8' },
              Html: { Data: message.html, Charset: 'UTF-8' },
            },
          },
        },
      });
      // Measured as the error classified, so a throttle or 5xx is counted as such.
      await measuredAttempt('ses', () =>
        client.send(command).catch((error: unknown) => {
          throw sesError(error);
        }),
      );
    },
  };
}

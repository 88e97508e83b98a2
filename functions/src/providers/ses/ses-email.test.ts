import type { SESv2Client } from '@aws-sdk/client-sesv2';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { ProviderRateLimitError } from '../../ports/provider-error';
import { createSesEmailSender } from './ses-email';

afterEach(() => vi.restoreAllMocks());

const message = {
  from: 'Keywright <notifications@keywright.local>',
  to: ['ops@example.com'],
  subject: 'A run finished',
  text: 'Done',
  html: '<p>Done</p>',
};

/** SES answering each `send` with the next outcome: undefined for a sent message, else the SDK's error. */
function sesAnswering(...outcomes: (Error | undefined)[]): SESv2Client {
  return {
    send: async () => {
      const outcome = outcomes.shift();
      if (outcome) throw outcome;
      return { MessageId: 'm-1' };
    },
  } as unknown as SESv2Client;
}

describe('the SES e-mail sender', () => {
  it('measures each SendEmail under the ses service, a throttle counted as throttled', async () => {
    const throttle = Object.assign(new Error('Maximum sending rate exceeded.'), {
      name: 'TooManyRequestsException',
      $metadata: { httpStatusCode: 429 },
    });
    const sender = createSesEmailSender(sesAnswering(undefined, throttle));
    const lines = captureEmf();

    await sender.send(message);
    await expect(sender.send(message)).rejects.toBeInstanceOf(ProviderRateLimitError);

    expect(emfNamed(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ Service: 'ses' }),
      expect.objectContaining({ Service: 'ses' }),
    ]);
    expect(emfNamed(lines, 'UpstreamThrottled')).toEqual([expect.objectContaining({ Service: 'ses' })]);
  });
});

import { SESv2Client } from '@aws-sdk/client-sesv2';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import type { EmailSender } from '../../ports/notification-channels';
import { createSesEmailSender } from '../../providers/ses/ses-email';

/**
 * Notification e-mail through SES; the delivery worker owns retries (a ladder across invocations), so the
 * SDK sends each attempt once. Its own module, so only the delivery function loads the SDK.
 */
export const sesEmail = (): EmailSender =>
  createSesEmailSender(capturedAwsClient(new SESv2Client({ maxAttempts: 1 })));

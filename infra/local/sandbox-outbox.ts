import { Hono } from 'hono';
import type { Sandbox } from './sandbox/sandbox';

/** `GET /local/outbox`: what the Slack sandbox and the SES emulator received (end-to-end tests). */
const LOCAL_OUTBOX_PATH = '/local/outbox';

/**
 * What notifications sent on this machine, for end-to-end tests that cannot reach the sandbox's own ports:
 * the Slack sandbox's messages and the SES emulator's e-mail. Mounted with the sandbox's other controls
 * (`SANDBOX_CONTROL=1`), never on AWS.
 */
export function createSandboxOutbox(sandbox: Pick<Sandbox, 'slackMessages' | 'sesEmails'>) {
  return new Hono().get(LOCAL_OUTBOX_PATH, async (c) =>
    c.json({ slack: sandbox.slackMessages(), emails: await sandbox.sesEmails() }, 200),
  );
}

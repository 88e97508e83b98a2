import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DeliveriesResponse, NotificationSettingsInput } from '#shared/schemas/notification-settings';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { NotificationInput } from '../../functions/src/domain/notifications/notifier';
import type { LocalNotificationOptions } from '../../infra/local/local-notifications';
import type { SandboxKnobs } from '../../infra/local/sandbox/sandbox';

/** Slack's in-attempt retries without real waits: the ladder between attempts is the worker's. */
const FAST_SLACK = { baseDelayMs: 1, maxDelayMs: 5, maxRetryAfterMs: 2_000 };
const MINUTE = 60_000;

let t: TestStack | undefined;
afterEach(async () => {
  vi.restoreAllMocks();
  await t?.close();
  t = undefined;
});

async function start(
  options: { knobs?: SandboxKnobs; notifications?: LocalNotificationOptions } = {},
): Promise<{ t: TestStack; cookie: string; clock: { now: () => number; advance: (ms: number) => void } }> {
  let nowMs = TEST_NOW_MS;
  const clock = {
    now: () => nowMs,
    advance: (ms: number) => {
      nowMs += ms;
    },
  };
  t = await startTestStack({
    clock,
    sandboxKnobs: options.knobs,
    notifications: { slackPolicy: FAST_SLACK, ...options.notifications },
  });
  return { t, cookie: await t.signIn(), clock };
}

const SETTINGS: NotificationSettingsInput = {
  slackWebhookUrl: '',
  emailRecipients: ['ops@example.com'],
  routes: {},
  retentionDays: 90,
  revenueDeadlineHour: 10,
};
const ERROR: NotificationInput = {
  kind: 'run_finished',
  severity: 'error',
  title: 'Processing (new keywords) finished with errors: 47 of 50 keywords completed, 3 failed',
  message: '47 of 50 keywords completed, 3 failed.\n"boots": Generating tags failed',
  link: '/?status=error',
};

async function saveSettings(
  stack: TestStack,
  cookie: string,
  settings: Partial<NotificationSettingsInput> = {},
) {
  const response = await stack.call('PUT', '/api/settings/notifications', {
    cookie,
    body: { ...SETTINGS, ...settings },
  });
  expect(response.status, await response.clone().text()).toBe(200);
}
async function deliveries(stack: TestStack, cookie: string) {
  const response = await stack.call('GET', '/api/settings/notifications/deliveries', { cookie });
  return ((await response.json()) as DeliveriesResponse).deliveries;
}
const slackOf = (stack: TestStack) => stack.stack.sandbox.slackMessages();

describe('delivering notifications', () => {
  it('sends an error once to the Slack sandbox (Block Kit, a link back) and by e-mail (text and HTML)', async () => {
    const { t, cookie } = await start();
    await saveSettings(t, cookie);
    const info = await t.stack.deps.notifier.raise({
      ...ERROR,
      severity: 'info',
      title: 'All 5 keywords completed',
    });
    await t.stack.deps.notifier.raise(ERROR);

    const emf = captureEmf();
    await t.stack.notificationJobs.run();
    await t.stack.notificationJobs.run();
    vi.restoreAllMocks();

    const sent = emfNamed(emf, 'NotificationDeliveriesSent');
    expect(sent.map((line) => [line.Channel, line.NotificationDeliveriesSent]).sort()).toEqual([
      ['email', 1],
      ['slack', 1],
    ]);
    expect(emfNamed(emf, 'NotificationDeliveriesFailed')).toEqual([]);
    // Below the kinds' default minimum severity (warning), the info notification stays in the product.
    expect(info).toBeDefined();
    const [message, ...more] = slackOf(t);
    expect(more).toEqual([]);
    expect(message?.text).toBe(`[Error] ${ERROR.title}`);
    expect(message?.blocks).toEqual([
      expect.objectContaining({ type: 'header' }),
      {
        type: 'section',
        text: {
          type: 'mrkdwn',
          text: '47 of 50 keywords completed, 3 failed.\n"boots": Generating tags failed',
        },
      },
      expect.objectContaining({ type: 'context' }),
      {
        type: 'actions',
        elements: [expect.objectContaining({ type: 'button', url: 'http://localhost/?status=error' })],
      },
    ]);
    const emails = (await t.stack.sandbox.sesEmails()).filter((email) => email.subject.includes(ERROR.title));
    expect(emails).toHaveLength(1);
    expect(emails[0]).toMatchObject({
      from: 'Keywright <notifications@keywright.local>',
      destination: { to: ['ops@example.com'] },
      subject: `[Keywright] Error: ${ERROR.title}`,
    });
    expect(emails[0]?.body.text).toContain('Open in Keywright: http://localhost/?status=error');
    expect(emails[0]?.body.html).toContain('<a href="http://localhost/?status=error">Open in Keywright</a>');
    expect((await deliveries(t, cookie)).map((d) => [d.channel, d.state, d.attempts])).toEqual([
      ['slack', 'sent', 1],
      ['email', 'sent', 1],
    ]);
  });

  it('waits out Slack’s 429 with Retry-After, then sends once', async () => {
    const { t, cookie } = await start({
      knobs: { slack: { nextFaults: ['rate-limit'], retryAfterSeconds: 1 } },
    });
    await t.stack.deps.notifier.raise(ERROR);

    await t.stack.notificationJobs.run();

    expect(slackOf(t)).toHaveLength(1);
    expect(t.stack.sandbox.callCounts()['slack:post']).toBe(2);
    expect((await deliveries(t, cookie))[0]).toMatchObject({ channel: 'slack', state: 'sent', attempts: 1 });
  });

  it('puts off a delivery for as long as a longer Retry-After says, and sends it once after', async () => {
    const { t, cookie, clock } = await start({
      knobs: { slack: { nextFaults: ['rate-limit'], retryAfterSeconds: 300 } },
    });
    await t.stack.deps.notifier.raise(ERROR);

    await t.stack.notificationJobs.run();
    const [waiting] = await deliveries(t, cookie);
    expect(waiting).toMatchObject({
      state: 'pending',
      attempts: 1,
      lastError: 'Slack answered 429 rate_limited',
    });
    expect(Date.parse(waiting?.nextAttemptAt ?? '')).toBeGreaterThanOrEqual(clock.now() + 300_000);
    clock.advance(4 * MINUTE);
    await t.stack.notificationJobs.run();
    expect(slackOf(t)).toEqual([]);
    clock.advance(2 * MINUTE);
    await t.stack.notificationJobs.run();
    await t.stack.notificationJobs.run();

    expect(slackOf(t)).toHaveLength(1);
  });

  it('fails a delivery with Slack’s reason when Slack is down for the whole retry window, and says so in the product', async () => {
    const { t, clock } = await start({ knobs: { slack: { errorRate: 1 } } });
    const id = await t.stack.deps.notifier.raise(ERROR);

    for (let run = 0; run < 8; run += 1) {
      await t.stack.notificationJobs.run();
      clock.advance(61 * MINUTE);
    }

    const cookieNow = await t.signIn();
    const [slack] = await deliveries(t, cookieNow);
    expect(slack).toMatchObject({
      channel: 'slack',
      state: 'failed',
      attempts: 6,
      lastError: 'Slack answered 500 internal_error',
      nextAttemptAt: null,
    });
    expect(slackOf(t)).toEqual([]);
    // The product goes on: the notification itself is there, and a warning says the delivery failed.
    const listed = await t.call('GET', '/api/notifications', { cookie: cookieNow });
    const { notifications } = await listed.json();
    expect(notifications.map((n: { id: string }) => n.id)).toContain(id);
    expect(notifications[0]).toMatchObject({
      kind: 'delivery_failed',
      severity: 'warning',
      title: `Slack delivery failed: ${ERROR.title}`,
      message: 'Slack answered 500 internal_error\nGave up after 6 attempts. Check Settings > Notifications.',
      link: '/settings?tab=notifications',
    });
  });

  it('fails an e-mail SES refuses for its sender with SES’s message, and does not retry it', async () => {
    const { t, cookie } = await start({ notifications: { emailFrom: 'Alerts <alerts@unverified.example>' } });
    await saveSettings(t, cookie);
    await t.stack.deps.notifier.raise(ERROR);
    const emf = captureEmf();

    await t.stack.notificationJobs.run();
    vi.restoreAllMocks();

    expect(emfNamed(emf, 'NotificationDeliveriesFailed')).toEqual([
      expect.objectContaining({ NotificationDeliveriesFailed: 1, Channel: 'email' }),
    ]);
    const email = (await deliveries(t, cookie)).find((d) => d.channel === 'email');
    expect(email).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError:
        'SES refused the message (MessageRejected): Email address is not verified. The following identities failed the check in region US-EAST-1: alerts@unverified.example',
    });
    expect((await deliveries(t, cookie)).find((d) => d.channel === 'slack')?.state).toBe('sent');
  });

  it('never sends again a delivery whose worker stopped mid-send: it may have arrived', async () => {
    const { t, clock } = await start();
    await t.stack.deps.notifier.raise(ERROR);
    const store = t.stack.deps.notificationStores.deliveries;
    const [due] = await store.due(clock.now(), 10);
    expect(await store.claim(due!, clock.now() + 2 * MINUTE, new Date(clock.now()).toISOString())).toBe(true);

    clock.advance(3 * MINUTE);
    await t.stack.notificationJobs.run();

    expect(slackOf(t)).toEqual([]);
    expect((await deliveries(t, await t.signIn()))[0]).toMatchObject({
      state: 'failed',
      attempts: 1,
      lastError: 'Interrupted while sending (the worker stopped): not sent again, so it cannot arrive twice',
    });
  });
});

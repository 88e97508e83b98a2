import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  MaskedNotificationSettings,
  NotificationSettingsInput,
} from '#shared/schemas/notification-settings';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

let t: TestStack;
let admin: string;
beforeAll(async () => {
  t = await startTestStack();
  admin = await t.signIn();
});
afterAll(() => t.close());

const PATH = '/api/settings/notifications';
const input = (overrides: Partial<NotificationSettingsInput> = {}): NotificationSettingsInput => ({
  slackWebhookUrl: '',
  emailRecipients: [],
  routes: {},
  retentionDays: 90,
  revenueDeadlineHour: 10,
  ...overrides,
});
const save = (body: unknown, cookie = admin) => t.call('PUT', PATH, { cookie, body });
const read = async () =>
  (await (await t.call('GET', PATH, { cookie: admin })).json()) as MaskedNotificationSettings;
const slackTest = async (slackWebhookUrl: string) =>
  (await t.call('POST', `${PATH}/slack-test`, { cookie: admin, body: { slackWebhookUrl } })).json();

describe('Settings > Notifications', () => {
  it('answers the defaults before anything is saved: Slack to the local sandbox, every kind routed', async () => {
    const settings = await read();
    expect(settings).toMatchObject({
      slackWebhookUrl: '',
      slackSandbox: true,
      emailRecipients: [],
      retentionDays: 90,
      revenueDeadlineHour: 10,
      emailSender: 'Keywright <notifications@keywright.local>',
    });
    expect(settings.routes.run_finished).toEqual({ slack: true, email: true, minSeverity: 'warning' });
    expect(settings.routes.delivery_failed).toEqual({ slack: false, email: false, minSeverity: 'error' });
  });

  it('keeps the webhook secret: saved, answered masked, kept when its mask comes back', async () => {
    const webhook = t.stack.sandbox.slack.webhookUrl;
    const routes = { rule_acted: { slack: false, email: true, minSeverity: 'info' as const } };
    const saved = await save(
      input({ slackWebhookUrl: webhook, emailRecipients: ['Ops@Example.com'], routes }),
    );
    const answer = (await saved.json()) as MaskedNotificationSettings;

    expect(answer.slackWebhookUrl).toBe(`••••••••${webhook.slice(-4)}`);
    expect(answer).toMatchObject({ slackSandbox: false, emailRecipients: ['ops@example.com'] });
    expect(answer.routes.rule_acted).toEqual(routes.rule_acted);
    expect(JSON.parse((await t.stack.secrets.get('notification-credentials')) ?? '{}')).toEqual({
      slackWebhookUrl: webhook,
    });
    expect((await save(input({ ...answer, slackWebhookUrl: answer.slackWebhookUrl }))).status).toBe(200);
    expect(JSON.parse((await t.stack.secrets.get('notification-credentials')) ?? '{}').slackWebhookUrl).toBe(
      webhook,
    );
  });

  it('refuses bad input with a message, changing nothing', async () => {
    const before = await read();
    for (const [body, message] of [
      [
        input({ slackWebhookUrl: 'ftp://hooks.slack.com/x' }),
        /^slackWebhookUrl: The Slack webhook URL is refused: Only http and https/,
      ],
      [input({ slackWebhookUrl: '••••••••zzzz' }), /^slackWebhookUrl: The saved value has changed/],
      [input({ emailRecipients: ['not-an-address'] }), /^emailRecipients\.0: Must be a valid e-mail address/],
      [input({ retentionDays: 0 }), /^retentionDays: /],
      [input({ revenueDeadlineHour: 24 }), /^revenueDeadlineHour: /],
      [
        input({ routes: { run_finished: { slack: true, email: true, minSeverity: 'fatal' } } } as never),
        /minSeverity/,
      ],
    ] as const) {
      const response = await save(body);
      expect(response.status).toBe(400);
      expect((await response.json()).message).toMatch(message);
    }
    expect(await read()).toEqual(before);
  });

  it('sends a test message, and reports what Slack answered when it refuses', async () => {
    const before = t.stack.sandbox.slackMessages().length;
    expect(await slackTest(t.stack.sandbox.slack.webhookUrl)).toEqual({
      ok: true,
      message: 'Slack accepted the test message',
    });
    expect(t.stack.sandbox.slackMessages()).toHaveLength(before + 1);
    t.stack.sandbox.setKnobs({ slack: { nextFaults: ['unauthorized'] } });
    expect(await slackTest(t.stack.sandbox.slack.webhookUrl)).toEqual({
      ok: false,
      message: 'Slack answered 403 invalid_token',
    });
    t.stack.sandbox.setKnobs({});
  });

  it('sends to Slack or the sandbox’s own webhook only: another local address is never asked', async () => {
    const sandboxCalls = () => Object.values(t.stack.sandbox.callCounts()).reduce((sum, n) => sum + n, 0);
    const refused = 'The Slack webhook URL is refused: it must be https://hooks.slack.com/services/..., not ';
    const local = [
      t.stack.sandbox.slack.webhookUrl.replace(/[^/]+$/, 'revoked'),
      `${t.stack.dynamoEndpoint}/`,
      `${t.stack.sandbox.ses.endpoint}/store`,
      `${t.stack.sandbox.openaiBaseUrl}/models`,
    ];
    const calls = sandboxCalls();
    for (const url of local) {
      expect(await slackTest(url)).toEqual({ message: `slackWebhookUrl: ${refused}${new URL(url).origin}` });
      const saved = await save(input({ slackWebhookUrl: url }));
      expect(saved.status).toBe(400);
    }
    expect(sandboxCalls()).toBe(calls);
  });

  it('is the admin’s: other roles get 403', async () => {
    const { email, password } = await addUser(t, admin, { role: 'editor' });
    const editor = await t.signIn(email, password);
    expect((await t.call('GET', PATH, { cookie: editor })).status).toBe(403);
    expect((await save(input(), editor)).status).toBe(403);
    expect((await t.call('GET', `${PATH}/deliveries`, { cookie: editor })).status).toBe(403);
  });
});

import type {
  Delivery,
  MaskedNotificationSettings,
  NotificationSettingsInput,
  SlackTestResponse,
} from '#shared/schemas/notification-settings';
import type { Clock } from '../../ports/clock';
import type { SlackSender, SlackWebhookPolicy } from '../../ports/notification-channels';
import type { DeliveryRecord, NotificationStores } from '../../ports/notifications';
import { ProviderError } from '../../ports/provider-error';
import { invalid } from '../domain-error';
import { maskSecret, resolveSubmitted } from '../settings/masking';
import { effectiveSettings } from './effective-settings';
import type { NotificationSecrets } from './notification-secrets';
import { slackMessage } from './outbound-message';

const LATEST_DELIVERIES = 50;

export interface NotificationSettingsDeps {
  stores: Pick<NotificationStores, 'settings' | 'deliveries'>;
  secrets: NotificationSecrets;
  /** One attempt, no waiting: a person is waiting on "Send test". */
  slackTest: SlackSender;
  /** Whether the outbound rules allow a webhook URL (`slackWebhookPolicy` in production). */
  slackWebhookRefusal: SlackWebhookPolicy;
  /** Locally, the Slack sandbox's webhook, used while none is saved. */
  sandboxWebhook?: string;
  emailFrom: string;
  clock: Clock;
}

const deliveryView = (record: DeliveryRecord): Delivery => ({
  notificationId: record.notificationId,
  title: record.title,
  channel: record.channel,
  state: record.state,
  attempts: record.attempts,
  lastError: record.lastError,
  nextAttemptAt:
    record.state === 'pending' && record.dueAtMs !== null ? new Date(record.dueAtMs).toISOString() : null,
  updatedAt: record.updatedAt,
});

/** Settings > Notifications: where notifications go, the webhook masked, "Send test", the latest deliveries. */
export function createNotificationSettingsService(deps: NotificationSettingsDeps) {
  /** A webhook URL the outbound rules allow (empty: none), else the reason as a field error. */
  function checkedWebhook(url: string): string {
    const refusal = url === '' ? undefined : deps.slackWebhookRefusal(url);
    if (refusal !== undefined) throw invalid(`slackWebhookUrl: ${refusal}`);
    return url;
  }

  async function current(): Promise<MaskedNotificationSettings> {
    const [stored, webhook] = await Promise.all([deps.stores.settings.get(), deps.secrets.slackWebhookUrl()]);
    const settings = effectiveSettings(stored);
    return {
      slackWebhookUrl: maskSecret(webhook),
      emailRecipients: settings.emailRecipients,
      routes: settings.routes,
      retentionDays: settings.retentionDays,
      revenueDeadlineHour: settings.revenueDeadlineHour,
      slackSandbox: !webhook && deps.sandboxWebhook !== undefined,
      emailSender: deps.emailFrom,
    };
  }

  /** The form's webhook: its mask stands for the saved one; checked against the outbound rules. */
  async function resolvedWebhook(submitted: string) {
    const saved = await deps.secrets.slackWebhookUrl();
    return { saved, url: checkedWebhook(resolveSubmitted('slackWebhookUrl', submitted, saved)) };
  }

  return {
    get: current,

    /** Refuses (`invalid`) a stale mask and a webhook URL the outbound rules refuse. */
    async save(input: NotificationSettingsInput): Promise<MaskedNotificationSettings> {
      const { saved, url } = await resolvedWebhook(input.slackWebhookUrl);
      const previous = effectiveSettings(await deps.stores.settings.get());
      if (url !== (saved ?? '')) await deps.secrets.saveSlackWebhookUrl(url);
      await deps.stores.settings.save({
        emailRecipients: [...new Set(input.emailRecipients.map((address) => address.toLowerCase()))],
        routes: { ...previous.routes, ...input.routes },
        retentionDays: input.retentionDays,
        revenueDeadlineHour: input.revenueDeadlineHour,
        slackConfigured: url !== '',
      });
      return current();
    },

    /**
     * Sends a test message to the form's webhook (or the sandbox's while none is given), its button
     * pointing at `siteUrl`; Slack's refusal is an answer, not an error.
     */
    async testSlack(submitted: string, siteUrl: string): Promise<SlackTestResponse> {
      const { url } = await resolvedWebhook(submitted);
      const target = url || deps.sandboxWebhook;
      if (!target) return { ok: false, message: 'Enter a Slack webhook URL first' };
      const at = new Date(deps.clock.now()).toISOString();
      const message = slackMessage(
        {
          id: 'test',
          kind: 'delivery_failed',
          severity: 'info',
          title: 'Test message',
          message: 'Slack notifications reach this channel.',
          link: '/settings?tab=notifications',
          createdAt: at,
          expiresAtMs: deps.clock.now(),
        },
        siteUrl,
        'A test from Settings > Notifications',
      );
      try {
        await deps.slackTest.send(target, message);
        return {
          ok: true,
          message: url ? 'Slack accepted the test message' : 'The Slack sandbox received the test message',
        };
      } catch (error) {
        if (error instanceof ProviderError) return { ok: false, message: error.reason };
        throw error;
      }
    },

    async deliveries(): Promise<Delivery[]> {
      return (await deps.stores.deliveries.latest(LATEST_DELIVERIES)).map(deliveryView);
    },
  };
}

export type NotificationSettingsService = ReturnType<typeof createNotificationSettingsService>;

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  DEFAULT_NOTIFICATION_ROUTES,
  type MaskedNotificationSettings,
} from '#shared/schemas/notification-settings';
import { renderInApp } from '#tests/support/web/render-in-app';
import { NotificationSettingsForm } from './notification-settings-form';

const SAVED: MaskedNotificationSettings = {
  slackWebhookUrl: '••••••••abcd',
  emailRecipients: ['ops@example.com'],
  routes: DEFAULT_NOTIFICATION_ROUTES,
  retentionDays: 90,
  revenueDeadlineHour: 10,
  slackSandbox: false,
  emailSender: 'Keywright <alerts@example.com>',
};

function renderForm() {
  const sent: { method: string; url: string; body: unknown }[] = [];
  renderInApp(NotificationSettingsForm, async (input, init) => {
    const url = String(input);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method && init.method !== 'GET') sent.push({ method: init.method, url, body });
    if (url.endsWith('/slack-test'))
      return Response.json({ ok: false, message: 'Slack answered 404 no_service' });
    if (init?.method === 'PUT')
      return Response.json({ ...SAVED, ...body, slackWebhookUrl: SAVED.slackWebhookUrl });
    return Response.json(SAVED);
  });
  return sent;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Notifications settings form', () => {
  it('shows the saved webhook masked, the recipients one a line, and every kind’s route', async () => {
    renderForm();
    expect(await screen.findByDisplayValue('••••••••abcd')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Recipients' }) as HTMLTextAreaElement).value).toBe(
      'ops@example.com',
    );
    expect(screen.getByText(/Sent from Keywright <alerts@example.com> through Amazon SES/)).toBeTruthy();
    expect(
      (screen.getByRole('checkbox', { name: 'Slack: Processing run finished' }) as HTMLInputElement).checked,
    ).toBe(true);
    expect(
      (screen.getByRole('checkbox', { name: 'E-mail: Slack or e-mail delivery failed' }) as HTMLInputElement)
        .disabled,
    ).toBe(true);
  });

  it('sends a test to the webhook in the form and shows what Slack answered', async () => {
    const sent = renderForm();
    fireEvent.click(await screen.findByRole('button', { name: 'Send test' }));
    expect(await screen.findByRole('status')).toHaveProperty('textContent', 'Slack answered 404 no_service');
    expect(sent).toEqual([
      {
        method: 'POST',
        url: '/api/settings/notifications/slack-test',
        body: { slackWebhookUrl: '••••••••abcd' },
      },
    ]);
  });

  it('saves the recipients as a list and the routes as chosen, keeping the webhook by its mask', async () => {
    const sent = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Recipients' }), {
      target: { value: 'ops@example.com\nowner@example.com, cfo@example.com' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'E-mail: Campaign rule acted' }));
    fireEvent.click(screen.getByRole('button', { name: 'Save Notification Settings' }));

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({
      method: 'PUT',
      url: '/api/settings/notifications',
      body: {
        slackWebhookUrl: '••••••••abcd',
        emailRecipients: ['ops@example.com', 'owner@example.com', 'cfo@example.com'],
        retentionDays: 90,
        revenueDeadlineHour: 10,
      },
    });
    const body = sent[0]?.body as MaskedNotificationSettings;
    expect(body.routes.rule_acted).toEqual({
      slack: true,
      email: false,
      minSeverity: 'warning',
    });
  });

  it('refuses a recipient that is not an address, with the field’s message', async () => {
    const sent = renderForm();
    fireEvent.change(await screen.findByRole('textbox', { name: 'Recipients' }), {
      target: { value: 'ops at example' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Save Notification Settings' }));
    expect(await screen.findByText('Must be a valid e-mail address: ops, at, example')).toBeTruthy();
    expect(sent).toEqual([]);
  });
});

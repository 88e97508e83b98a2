import { describe, expect, it } from 'vitest';
import type { ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import { recordingNotifier } from '#tests/support/notifier-double';
import { withStatusNotifications } from './api-status-watch';

const tile = (connected: boolean, message = connected ? 'Connected' : 'OpenAI refused the API key (401)') =>
  ({ connected, message, sandbox: false, checkedAt: '2026-03-01T12:00:00Z' }) satisfies ServiceStatus;
const status = (openai: ServiceStatus): ApiStatus => ({
  gemini: tile(true),
  openai,
  cloudVision: tile(false, 'Not configured'),
  wordpress: tile(true),
});

function setup() {
  const recorder = recordingNotifier();
  const saved = new Map<string, Record<string, unknown>>();
  let current = status(tile(true));
  const service = withStatusNotifications(
    { current: async () => current, refresh: async () => current },
    {
      notifier: recorder.notifier,
      watch: {
        get: async (name) => saved.get(name),
        put: async (name, state) => void saved.set(name, state),
      },
    },
  );
  return { recorder, service, show: (openai: ServiceStatus) => (current = status(openai)) };
}

describe('the API status’s notifications', () => {
  it('report a service that turns red after green, once, and clear when it is green again', async () => {
    const { recorder, service, show } = setup();
    await service.current();
    show(tile(false));

    await service.current();
    await service.refresh();

    expect(recorder.raised).toEqual([
      expect.objectContaining({
        kind: 'credential_failed',
        severity: 'error',
        title: 'OpenAI stopped working',
        message: 'The API status of OpenAI turned red: OpenAI refused the API key (401)',
        link: '/settings?tab=api',
      }),
    ]);
    show(tile(true));
    await service.current();
    expect(recorder.cleared).toEqual(['credential-failed#openai']);
  });

  it('say nothing of a service red since it was first seen, or not configured', async () => {
    const { recorder, service, show } = setup();
    show(tile(false));
    await service.current();
    await service.current();
    expect(recorder.raised).toEqual([]);
  });
});

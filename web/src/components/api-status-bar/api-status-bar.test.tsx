// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { ApiStatus, ServiceStatus } from '#shared/schemas/settings';
import { renderInApp } from '#tests/support/web/render-in-app';
import { ApiStatusBar } from './api-status-bar';

const up: ServiceStatus = { connected: true, sandbox: false, checkedAt: '2026-01-05T10:30:00.000Z' };

function renderBar(status: ApiStatus | Promise<never>) {
  renderInApp(ApiStatusBar, async () => Response.json(await status));
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('ApiStatusBar', () => {
  it('reads "Checking API status..." while loading', async () => {
    renderBar(new Promise<never>(() => {}));
    expect(await screen.findByText('Checking API status...')).toBeTruthy();
  });

  it("holds the four tiles' places while loading, with nothing to read or point at yet", async () => {
    renderBar(new Promise<never>(() => {}));
    const bar = await screen.findByRole('region', { name: 'API status' });
    const placeholders = bar.querySelectorAll('ul[aria-hidden="true"] > li');
    expect(placeholders).toHaveLength(4);
    for (const tile of placeholders) expect(tile.textContent).toBe('');
    expect(screen.queryByRole('listitem')).toBeNull();
  });

  it('is green when every service is connected, with a Configure link to /settings', async () => {
    renderBar({ gemini: up, openai: up, cloudVision: up, wordpress: up });
    expect(await screen.findByText('All APIs connected')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'API status' }).dataset.tone).toBe('success');
    expect(screen.getByRole('link', { name: 'Configure' }).getAttribute('href')).toBe('/settings');
  });

  it('is red when one service is down, and marks the tiles the sandbox serves', async () => {
    const sandbox = { ...up, sandbox: true };
    renderBar({
      gemini: sandbox,
      openai: sandbox,
      cloudVision: sandbox,
      wordpress: { ...up, connected: false, message: 'WordPress rejected the credentials (401)' },
    });
    expect(await screen.findByText('1 of 4 APIs disconnected')).toBeTruthy();
    expect(screen.getByRole('region', { name: 'API status' }).dataset.tone).toBe('error');
    expect(screen.getAllByText('Sandbox')).toHaveLength(3);
    expect(
      screen.getByLabelText(/^WordPress API: Not connected: WordPress rejected the credentials \(401\)\./),
    ).toBeTruthy();
  });
});

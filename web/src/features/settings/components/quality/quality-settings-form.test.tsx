// @vitest-environment jsdom

import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Role } from '#shared/access/roles';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import type { QualitySettings } from '#shared/schemas/quality';
import { renderInApp } from '#tests/support/web/render-in-app';
import { signedInUser } from '#tests/support/web/signed-in-user';
import { QualitySettingsForm } from './quality-settings-form';

const SAVED: QualitySettings = { ...DEFAULT_QUALITY_SETTINGS, wordCountMin: 500 };

/** The form for a user of `role`; resolves every request that is not a GET, and every URL asked. */
function renderForm(role: Role = 'admin') {
  const user = signedInUser(role);
  const sent: { method: string; url: string; body: unknown }[] = [];
  const asked: string[] = [];
  renderInApp(QualitySettingsForm, async (input, init) => {
    const url = String(input);
    asked.push(url);
    if (url === '/api/auth/user') return Response.json(user);
    const body = init?.body ? JSON.parse(String(init.body)) : undefined;
    if (init?.method && init.method !== 'GET') {
      sent.push({ method: init.method, url, body });
      return Response.json(body);
    }
    return Response.json(SAVED);
  });
  return { sent, asked };
}

const field = (name: string) => screen.getByRole('spinbutton', { name }) as HTMLInputElement;
const save = () => fireEvent.click(screen.getByRole('button', { name: 'Save Quality Settings' }));

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('the Quality Gate settings form', () => {
  it('shows the saved thresholds, the SEO limits and the blocking checks', async () => {
    renderForm();
    expect(
      (await screen.findByRole('spinbutton', { name: 'Minimum words' })) as HTMLInputElement,
    ).toHaveProperty('value', '500');
    expect(field('Longest SEO title').value).toBe('60');
    expect(field('Shortest meta description').value).toBe('120');
    expect(field('Duplicate from similarity').value).toBe('0.6');
    const checked = (name: string) => (screen.getByRole('checkbox', { name }) as HTMLInputElement).checked;
    expect(checked('Near-duplicate')).toBe(true);
    expect(checked('SEO title length')).toBe(true);
    expect(checked('Readability')).toBe(false);
  });

  it('saves the numbers as numbers and the blocking checks in the checks’ order', async () => {
    const { sent } = renderForm();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Longest SEO title' }), {
      target: { value: '55' },
    });
    fireEvent.click(screen.getByRole('checkbox', { name: 'SEO title length' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Word count' }));
    save();

    await waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toEqual({
      method: 'PUT',
      url: '/api/settings/quality',
      body: {
        ...SAVED,
        seoTitleMax: 55,
        blocking: ['nearDuplicate', 'wordCount', 'leftoverMarkup', 'seoDescription'],
      },
    });
  });

  it('refuses an empty field and a minimum above its maximum with the field’s message, sending nothing', async () => {
    const { sent } = renderForm();
    fireEvent.change(await screen.findByRole('spinbutton', { name: 'Longest SEO title' }), {
      target: { value: '' },
    });
    fireEvent.change(field('Shortest meta description'), { target: { value: '170' } });
    save();

    expect(await screen.findByText('Required')).toBeTruthy();
    fireEvent.change(field('Longest SEO title'), { target: { value: '60' } });
    save();
    expect(
      await screen.findByText('The shortest meta description must not be longer than the longest'),
    ).toBeTruthy();
    expect(sent).toEqual([]);
  });

  it('tells a role without the System settings permission that it cannot edit, and reads nothing', async () => {
    const { asked } = renderForm('editor');
    expect(await screen.findByText(/Only an administrator/)).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Save Quality Settings' })).toBeNull();
    expect(asked).not.toContain('/api/settings/quality');
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Profile } from '#shared/schemas/meta-profiles';
import type { Site } from '#shared/schemas/sites';
import { renderInApp } from '#tests/support/web/render-in-app';
import { SitesCard } from './sites-card';

const travel: Site = {
  id: 'travel',
  name: 'Travel',
  wpSiteUrl: 'https://travel.example',
  wpUsername: 'editor',
  wpAppPassword: '****abcd',
  timeZone: 'Europe/Paris',
  metaPixelId: 'px-old',
  utmSource: 'fb',
  isDefault: false,
  configured: true,
};
const main: Site = { ...travel, id: 'primary', name: 'Main', isDefault: true, metaPixelId: undefined };
const PROFILES = [
  { id: 'p1', name: 'Evergreen', isDefault: false, defaultDailyBudget: 15 },
  { id: 'p2', name: 'Seasonal', isDefault: true, defaultDailyBudget: 25 },
] as Profile[];

/**
 * The card with two sites (Travel as given), Meta entries, the ad settings profiles and Travel's
 * categories; resolves the body of the PATCH it sends.
 */
function renderCard({ site = travel, profiles = PROFILES }: { site?: Site; profiles?: Profile[] } = {}) {
  let send: (body: unknown) => void = () => {};
  const sent = new Promise<unknown>((resolve) => {
    send = resolve;
  });
  renderInApp(
    () => <SitesCard />,
    async (input, init) => {
      const url = String(input);
      if (url === '/api/sites') return Response.json({ sites: [main, site] });
      if (url === '/api/meta/ad-settings/profiles') return Response.json(profiles);
      if (url === '/api/meta/ad-settings/choices')
        return Response.json({
          metaConfigured: true,
          pages: [{ id: 'pg-1', name: 'Travel Page' }],
          pixels: [{ id: 'px-1', name: 'Travel Pixel' }],
        });
      if (url === '/api/sites/travel/test')
        return Response.json({ connected: true, categories: [{ id: 7, name: 'Trips' }] });
      if (url === '/api/sites/travel' && init?.method === 'PATCH') {
        send(JSON.parse(String(init.body)));
        return Response.json(site);
      }
      return new Response('', { status: 404 });
    },
  );
  return sent;
}

async function openEdit() {
  const row = await screen.findByRole('group', { name: 'Travel' });
  fireEvent.click(within(row).getByRole('button', { name: 'Edit' }));
  return screen.findByRole('dialog', { name: 'Edit Site' });
}

async function choose(dialog: HTMLElement, label: string, option: string) {
  fireEvent.mouseDown(within(dialog).getByRole('combobox', { name: label }));
  fireEvent.click(await screen.findByRole('option', { name: option }));
}

const type = (dialog: HTMLElement, label: string, value: string) =>
  fireEvent.change(within(dialog).getByLabelText(label), { target: { value } });

const patched = () => vi.mocked(fetch).mock.calls.some(([, init]) => init?.method === 'PATCH');
const goLiveSwitch = (dialog: HTMLElement) =>
  within(dialog).getByRole('switch', { name: 'Launch a campaign when an article goes live' });

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SitesCard, Edit Site', () => {
  it("edits the category, Meta page and pixel (the Meta settings' entries), utm_source, time zone and cadence", async () => {
    const sent = renderCard();
    const dialog = await openEdit();
    // A saved pixel the Meta settings no longer list stays shown, not silently dropped.
    expect(within(dialog).getByRole('combobox', { name: 'Pixel' }).textContent).toBe(
      'px-old (no longer in the Meta settings)',
    );
    await waitFor(() => expect(fetch).toHaveBeenCalledWith('/api/sites/travel/test', expect.anything()));
    await choose(dialog, 'Default Category', 'Trips');
    await choose(dialog, 'Page', 'Travel Page (pg-1)');
    await choose(dialog, 'Pixel', 'Travel Pixel (px-1)');
    type(dialog, 'utm_source (optional)', 'facebook');
    type(dialog, 'Time Zone', 'America/New_York');
    type(dialog, 'Posts per Day', '5');
    type(dialog, 'From Hour', '9');
    type(dialog, 'To Hour', '17');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await sent).toMatchObject({
      defaultCategory: 7,
      metaPageId: 'pg-1',
      metaPixelId: 'px-1',
      utmSource: 'facebook',
      timeZone: 'America/New_York',
      cadence: { postsPerDay: 5, startHour: 9, endHour: 17 },
      wpAppPassword: '****abcd',
    });
  });

  it('clears what is left empty: no page, pixel, utm_source or cadence', async () => {
    const sent = renderCard();
    const dialog = await openEdit();
    await choose(dialog, 'Pixel', 'No default');
    type(dialog, 'utm_source (optional)', '');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await sent).toMatchObject({
      defaultCategory: null,
      metaPageId: null,
      metaPixelId: null,
      utmSource: null,
      cadence: null,
    });
  });

  it('asks for the whole cadence once part of it is given, and sends nothing', async () => {
    renderCard();
    const dialog = await openEdit();
    type(dialog, 'Posts per Day', '5');
    type(dialog, 'From Hour', '18');
    type(dialog, 'To Hour', '9');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await within(dialog).findByText('The window must end after it starts')).toBeTruthy();
    expect(patched()).toBe(false);
  });
});

describe('SitesCard, Campaign on go-live', () => {
  it('is off for a site without it; switched on, it starts from the default profile and sends its settings', async () => {
    const sent = renderCard();
    const row = await screen.findByRole('group', { name: 'Travel' });
    expect(within(row).queryByText('Launches on go-live')).toBeNull();
    const dialog = await openEdit();
    expect(within(dialog).queryByRole('combobox', { name: 'Ad settings profile' })).toBeNull();
    await waitFor(() => expect((goLiveSwitch(dialog) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(goLiveSwitch(dialog));

    const profile = within(dialog).getByRole('combobox', { name: 'Ad settings profile' });
    expect(profile.textContent).toBe('Seasonal (default)');
    expect(within(dialog).getByText("Per campaign. Empty: the profile's $25.00.")).toBeTruthy();
    expect((within(dialog).getByRole('radio', { name: 'Paused' }) as HTMLInputElement).checked).toBe(true);
    await choose(dialog, 'Ad settings profile', 'Evergreen');
    type(dialog, 'Daily budget (optional)', '12.5');
    fireEvent.click(within(dialog).getByRole('radio', { name: 'Active' }));
    expect(within(dialog).getByText(/Active campaigns start spending their daily budget/)).toBeTruthy();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await sent).toMatchObject({
      launchOnGoLive: { profileId: 'p1', dailyBudget: 12.5, status: 'ACTIVE' },
    });
  });

  it('shows a site that launches on go-live with a chip and its settings, and sends null once switched off', async () => {
    const sent = renderCard({ site: { ...travel, launchOnGoLive: { profileId: 'p1', status: 'PAUSED' } } });
    const row = await screen.findByRole('group', { name: 'Travel' });
    expect(within(row).getByText('Launches on go-live')).toBeTruthy();
    const dialog = await openEdit();
    expect((goLiveSwitch(dialog) as HTMLInputElement).checked).toBe(true);
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Ad settings profile' }).textContent).toBe(
        'Evergreen',
      ),
    );
    expect((within(dialog).getByLabelText('Daily budget (optional)') as HTMLInputElement).value).toBe('');
    fireEvent.click(goLiveSwitch(dialog));
    expect(within(dialog).queryByRole('combobox', { name: 'Ad settings profile' })).toBeNull();
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await sent).toMatchObject({ launchOnGoLive: null });
  });

  it('refuses a budget under $1 with the server’s message, and sends nothing', async () => {
    renderCard();
    const dialog = await openEdit();
    await waitFor(() => expect((goLiveSwitch(dialog) as HTMLInputElement).disabled).toBe(false));
    fireEvent.click(goLiveSwitch(dialog));
    type(dialog, 'Daily budget (optional)', '0.5');
    fireEvent.click(within(dialog).getByRole('button', { name: 'Save Site' }));

    expect(await within(dialog).findByText('Budget must be at least 1')).toBeTruthy();
    expect(patched()).toBe(false);
  });

  it('cannot be switched on without a profile, and links to Ad Settings to make one', async () => {
    renderCard({ profiles: [] });
    const dialog = await openEdit();
    const link = await within(dialog).findByRole('link', { name: 'Ad Settings' });
    expect(link.getAttribute('href')).toBe('/meta-ad-settings');
    expect((goLiveSwitch(dialog) as HTMLInputElement).disabled).toBe(true);
  });
});

import type { Page } from '@playwright/test';
import type { Site } from '#shared/schemas/sites';
import { expect, screenshotScrolledTo, test } from '#tests/support/e2e/fixtures';
import { createTrafficProfile, headers } from '#tests/support/e2e/meta-campaign-setup';

const word = `numbat${Date.now().toString(36)}`;
const siteName = `Go-live ${word}`;
const profileName = `Go-live profile ${word}`;
const siteRow = (page: Page) => page.getByRole('group', { name: siteName });
const goLiveSwitch = (page: Page) =>
  page
    .getByRole('dialog', { name: 'Edit Site' })
    .getByRole('switch', { name: 'Launch a campaign when an article goes live' });

test.describe('a site that launches a campaign when an article goes live', () => {
  test('is switched on with a profile, a budget and Paused, keeps them, and is switched off again', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(120_000);
    const answer = await request.post('/local/wordpress-sites/e2e-go-live');
    expect(answer.status(), 'the e2e server mounts /local (SANDBOX_CONTROL=1)').toBe(200);
    const wordpress = (await answer.json()) as { siteUrl: string; username: string; appPassword: string };
    await signIn();
    // A profile to launch from, on the sandbox's Meta page, and the site, both through the API.
    expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
    const profileId = await createTrafficProfile(page, profileName);
    const created = await page.request.post('/api/sites', {
      headers,
      data: {
        name: siteName,
        wpSiteUrl: wordpress.siteUrl,
        wpUsername: wordpress.username,
        wpAppPassword: wordpress.appPassword,
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const siteId = ((await created.json()) as Site).id;

    try {
      await page.goto('/settings?tab=wordpress');
      await expect(siteRow(page)).toBeVisible();
      await expect(siteRow(page).getByText('Launches on go-live')).toHaveCount(0);
      await siteRow(page).getByRole('button', { name: 'Edit' }).click();
      const dialog = page.getByRole('dialog', { name: 'Edit Site' });
      const section = dialog.getByRole('region', { name: 'Campaign on go-live' });
      await expect(goLiveSwitch(page)).not.toBeChecked();
      await expect(goLiveSwitch(page)).toBeEnabled();
      await goLiveSwitch(page).check();
      await dialog.getByRole('combobox', { name: 'Ad settings profile' }).click();
      await page.getByRole('option', { name: profileName }).click();
      await expect(dialog.getByText("Per campaign. Empty: the profile's $14.00.")).toBeVisible();
      await dialog.getByLabel('Daily budget (optional)').fill('9');
      // Active warns of the spending; the site is saved Paused, as it starts.
      await dialog.getByRole('radio', { name: 'Active' }).check();
      await expect(dialog.getByText(/Active campaigns start spending/)).toBeVisible();
      await screenshotScrolledTo(page, section, 'site-go-live-dialog');
      await dialog.getByRole('radio', { name: 'Paused' }).check();
      await dialog.getByRole('button', { name: 'Save Site' }).click();
      await expect(dialog).toBeHidden();
      await expect(siteRow(page).getByText('Launches on go-live')).toBeVisible();
      await screenshotScrolledTo(page, siteRow(page), 'site-go-live-chip');
      const saved = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Site;
      expect(saved.launchOnGoLive).toEqual({ profileId, dailyBudget: 9, status: 'PAUSED' });

      // Opened again, the dialog shows what was saved.
      await siteRow(page).getByRole('button', { name: 'Edit' }).click();
      await expect(goLiveSwitch(page)).toBeChecked();
      await expect(dialog.getByRole('combobox', { name: 'Ad settings profile' })).toContainText(profileName);
      await expect(dialog.getByLabel('Daily budget (optional)')).toHaveValue('9');
      await expect(dialog.getByRole('radio', { name: 'Paused' })).toBeChecked();
      await screenshotScrolledTo(page, section, 'site-go-live-kept');

      // Switched off, the site launches nothing.
      await goLiveSwitch(page).uncheck();
      await expect(dialog.getByRole('combobox', { name: 'Ad settings profile' })).toHaveCount(0);
      await dialog.getByRole('button', { name: 'Save Site' }).click();
      await expect(dialog).toBeHidden();
      await expect(siteRow(page).getByText('Launches on go-live')).toHaveCount(0);
      const off = (await (await page.request.get(`/api/sites/${siteId}`)).json()) as Site;
      expect(off.launchOnGoLive).toBeUndefined();
    } finally {
      // The server serves every spec: nothing this one made stays.
      await page.request.delete(`/api/sites/${siteId}`, { headers });
      await page.request.delete(`/api/meta/ad-settings/profiles/${profileId}`, { headers });
    }
  });
});

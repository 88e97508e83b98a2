import type { Page } from '@playwright/test';
import type { ProfileChoices } from '#shared/schemas/meta-profiles';
import {
  expect,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { headers } from '#tests/support/e2e/meta-campaign-setup';

const table = (page: Page) => page.getByRole('table', { name: 'Keywords' });
const sitesCard = (page: Page) => page.getByRole('group', { name: 'Travel' });

test.describe('WordPress sites', () => {
  test('adds a site, writes keywords for it, sees them published there, and deletes it', async ({
    page,
    request,
    signIn,
    forgetCredentials,
  }) => {
    test.setTimeout(240_000); // a whole keyword run, from the dialog to WordPress
    // The run writes through the text and image sandboxes: keys an earlier spec saved (settings.spec)
    // would send it to the real services instead.
    await forgetCredentials('api-credentials');
    // A second sandbox WordPress site, at a path of the same sandbox server.
    const answer = await request.post('/local/wordpress-sites/e2e-travel');
    expect(answer.status(), 'the e2e server mounts /local (SANDBOX_CONTROL=1)').toBe(200);
    const site = (await answer.json()) as { siteUrl: string; username: string; appPassword: string };

    await signIn();
    await page.goto('/settings?tab=wordpress');
    await expect(page.getByRole('heading', { name: 'Sites' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await dialog.getByLabel('Site Name').fill('Travel');
    await dialog.getByLabel('WordPress Site URL').fill(site.siteUrl);
    await dialog.getByLabel('WordPress Username').fill(site.username);
    await dialog.getByLabel('WordPress App Password', { exact: true }).fill(site.appPassword);
    await dialog.getByLabel('Time Zone').fill('Europe/Paris');
    await dialog.getByRole('button', { name: 'Add Site' }).click();
    await expect(dialog).toBeHidden();
    await expect(sitesCard(page)).toContainText(site.siteUrl);
    await sitesCard(page).getByRole('button', { name: 'Test' }).click();
    await expect(page.getByText('Travel is connected')).toBeVisible();
    await screenshot(page, 'sites-card-1440');
    await page.setViewportSize(PHONE);
    await sitesCard(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'sites-card-390');
    await page.setViewportSize(WIDE);

    // The edit dialog: category, Meta page and pixel, utm_source, time zone and cadence.
    await sitesCard(page).getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Site' });
    await expect(edit.getByLabel('Time Zone')).toHaveValue('Europe/Paris');
    await expect(edit.getByRole('combobox', { name: 'Default Category' })).toBeVisible();
    await expect(edit.getByLabel('Posts per Day')).toBeVisible();
    await screenshotAtBothWidths(page, 'sites-edit-dialog');
    await edit.getByRole('button', { name: 'Cancel' }).click();
    await expect(edit).toBeHidden();

    const word = `wombat${Date.now().toString(36)}`;
    await page.goto('/');
    // Still one WordPress tile; its detail gives each site's own state, Travel's among them.
    const wordpressTile = page
      .getByRole('region', { name: 'API status' })
      .getByRole('listitem')
      .filter({ hasText: 'WordPress API' });
    await expect(wordpressTile).toHaveAttribute('aria-label', /Sites: .*Travel connected/);
    for (const [viewport, name] of [
      [WIDE, 'sites-status-tile-1440'],
      [PHONE, 'sites-status-tile-390'],
    ] as const) {
      await page.setViewportSize(viewport);
      await wordpressTile.hover();
      await expect(page.getByRole('tooltip')).toContainText('Travel connected');
      await screenshot(page, name);
    }
    await page.setViewportSize(WIDE);
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Keywords' });
    await add.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'Travel' }).click();
    await add.getByLabel('Master Keywords').fill(`${word} lisbon trip`);
    await add.getByLabel('Generate keyword variants (3 per keyword)').uncheck();
    await add.getByRole('button', { name: 'Add Keywords' }).click();
    await expect(add).toBeHidden();
    // The run's own dialog says when it is over (it closes itself 3 s later); a run on a busy machine takes
    // a while, hence the long waits, but nothing here waits on a timer.
    const complete = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(complete).toBeVisible({ timeout: 150_000 });
    await expect(complete).toBeHidden({ timeout: 10_000 });

    // Filtering by the site asks the list afresh: the one keyword, published under the site's path.
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Travel' });
    await expect.poll(() => new URL(page.url()).searchParams.get('site')).not.toBeNull();
    await expect(table(page).locator('tbody tr')).toHaveCount(1);
    await expect(table(page)).toContainText(`${word} lisbon trip`);
    await expect(table(page).getByRole('link', { name: /\/sites\/e2e-travel\// })).toBeVisible();
    await screenshot(page, 'sites-keyword-filter-1440');
    await page.setViewportSize(PHONE);
    await table(page).scrollIntoViewIfNeeded();
    await screenshot(page, 'sites-keyword-filter-390');
    await page.setViewportSize(WIDE);

    // The site's Meta page, pixel and utm_source, chosen from the (sandbox) Meta settings' entries...
    expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
    const meta = (await (await page.request.get('/api/meta/ad-settings/choices')).json()) as ProfileChoices;
    const [metaPage, pixel] = [meta.pages.at(-1), meta.pixels.at(-1)];
    if (!metaPage || !pixel) throw new Error('the Meta sandbox lists no page or no pixel');
    await page.goto('/settings?tab=wordpress');
    await sitesCard(page).getByRole('button', { name: 'Edit' }).click();
    await edit.getByRole('combobox', { name: 'Page' }).click();
    await page.getByRole('option', { name: `${metaPage.name} (${metaPage.id})` }).click();
    await edit.getByRole('combobox', { name: 'Pixel' }).click();
    await page.getByRole('option', { name: `${pixel.name} (${pixel.id})` }).click();
    await edit.getByLabel('utm_source (optional)').fill('travel-fb');
    await edit.getByRole('button', { name: 'Save Site' }).click();
    await expect(edit).toBeHidden();

    // ...are what a campaign for its article starts from, and is created with.
    await page.goto('/meta-campaign-creator');
    await page.getByRole('button', { name: new RegExp(word) }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('combobox', { name: 'Adset Name' }).click();
    await page
      .getByRole('option', { name: /^channel_\d{5}$/ })
      .first()
      .click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await page.getByRole('button', { name: 'Continue' }).click();
    await expect(page.getByRole('combobox', { name: 'Page' })).toHaveText(new RegExp(metaPage.name));
    await expect(page.getByRole('combobox', { name: 'Pixel' })).toHaveText(new RegExp(pixel.name));
    await expect(page.getByLabel('utm_source')).toHaveValue('travel-fb');
    await screenshotAtBothWidths(page, 'sites-campaign-tracking');
    await page.getByRole('button', { name: 'Create Campaign' }).click();
    await expect(page).toHaveURL(/\/meta-campaigns$/, { timeout: 60_000 });

    // The campaign list keeps one site's campaigns: the Travel article's one.
    const campaigns = page.getByRole('table', { name: 'Campaigns' });
    await expect(campaigns).toBeVisible();
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Travel' });
    await expect(campaigns.locator('tbody tr')).toHaveCount(1);
    await screenshotAtBothWidths(page, 'sites-campaign-filter');

    // The dashboard's Sites summary: each site's figures, Travel with its one campaign and its AI cost.
    await page.goto('/');
    const summary = page.getByRole('region', { name: 'Sites', exact: true });
    const travelRow = summary.getByRole('row').filter({ hasText: 'Travel' });
    await expect(travelRow).toContainText('1 campaign');
    await screenshotScrolledTo(page, summary, 'sites-summary');

    // The insights keep the chosen site in the URL, as their range and status tab.
    await page.goto('/meta-campaign-insights');
    await page.getByRole('combobox', { name: 'Site' }).selectOption({ label: 'Travel' });
    await expect.poll(() => new URL(page.url()).searchParams.get('site')).not.toBeNull();
    await screenshotAtBothWidths(page, 'sites-insights-filter');

    await page.goto('/settings?tab=wordpress');
    await sitesCard(page).getByRole('button', { name: 'Delete' }).click();
    await page.getByRole('dialog', { name: 'Delete Site' }).getByRole('button', { name: 'Delete' }).click();
    await expect(sitesCard(page)).toHaveCount(0);
  });
});

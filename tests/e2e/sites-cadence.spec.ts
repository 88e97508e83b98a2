import type { Page } from '@playwright/test';
import type { KeywordListResponse } from '#shared/schemas/keyword-list';
import {
  expect,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  serverNow,
  test,
} from '#tests/support/e2e/fixtures';

const table = (page: Page) => page.getByRole('table', { name: 'Keywords' });

test.describe('a site with a publishing cadence', () => {
  test('schedules its keywords in WordPress, and shows them published once the date has passed', async ({
    page,
    request,
    signIn,
    forgetCredentials,
  }) => {
    test.setTimeout(240_000); // a whole keyword run, from the dialog to WordPress
    // The run writes through the text and image sandboxes, not the real services an earlier spec saved.
    await forgetCredentials('api-credentials');
    const answer = await request.post('/local/wordpress-sites/e2e-cadence');
    expect(answer.status(), 'the e2e server mounts /local (SANDBOX_CONTROL=1)').toBe(200);
    const site = (await answer.json()) as { siteUrl: string; username: string; appPassword: string };

    await signIn();
    await page.goto('/settings?tab=wordpress');
    await page.getByRole('button', { name: 'Add Site' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Site' });
    await dialog.getByLabel('Site Name').fill('Cadence');
    await dialog.getByLabel('WordPress Site URL').fill(site.siteUrl);
    await dialog.getByLabel('WordPress Username').fill(site.username);
    await dialog.getByLabel('WordPress App Password', { exact: true }).fill(site.appPassword);
    await dialog.getByLabel('Time Zone').fill('Europe/Paris');
    await dialog.getByLabel('Posts per Day').fill('5');
    await dialog.getByLabel('From Hour').fill('9');
    await dialog.getByLabel('To Hour').fill('17');
    await dialog.getByRole('button', { name: 'Add Site' }).click();
    await expect(dialog).toBeHidden();

    const word = `quokka${Date.now().toString(36)}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Keywords' });
    await add.getByRole('combobox', { name: 'Site' }).click();
    await page.getByRole('option', { name: 'Cadence' }).click();
    await add.getByLabel('Master Keywords').fill(`${word} rottnest ferry\n${word} perth beaches`);
    await add.getByLabel('Generate keyword variants (3 per keyword)').uncheck();
    await add.getByLabel('Generate Ad materials').uncheck();
    await add.getByRole('button', { name: 'Add Keywords' }).click();
    await expect(add).toBeHidden();
    const complete = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(complete).toBeVisible({ timeout: 150_000 });
    await expect(complete).toBeHidden({ timeout: 10_000 });

    // Both wait in WordPress for a slot: the badge says Scheduled, the URL cell when.
    await page.goto(`/?status=scheduled&search=${word}`);
    await expect(table(page).locator('tbody tr')).toHaveCount(2);
    for (const row of await table(page).locator('tbody tr').all()) {
      await expect(row.getByText('Scheduled', { exact: true })).toBeVisible();
      await expect(row.getByText(/^Scheduled for /)).toBeVisible();
    }
    await screenshotScrolledTo(page, table(page), 'cadence-list-scheduled');

    // The campaign creator offers live articles only, and says how many are waiting.
    await page.goto('/meta-campaign-creator');
    await expect(
      page.getByText(/scheduled articles? (is|are) not offered until WordPress publishes/),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: new RegExp(word) })).toHaveCount(0);
    await screenshotAtBothWidths(page, 'cadence-article-picker');

    // WordPress's clock passes both slots (at most a day and a half ahead): viewing a keyword learns it is live.
    const keywords = (
      (await (await page.request.get(`/api/keywords?search=${word}`)).json()) as KeywordListResponse
    ).keywords;
    await page.goto(`/detail/${keywords[0]!.id}`);
    await expect(page.getByText(/^Scheduled: WordPress publishes the article on /)).toBeVisible();
    await expect(page.getByText('Not published yet')).toBeVisible();
    await screenshotAtBothWidths(page, 'cadence-detail-scheduled');
    const later = new Date((await serverNow(request)) + 3 * 86_400_000).toISOString();
    expect((await request.put('/local/wordpress-clock', { data: { now: later } })).status()).toBe(204);
    try {
      for (const keyword of keywords) {
        await page.goto(`/detail/${keyword.id}`);
        await expect(page.getByRole('link', { name: /\/sites\/e2e-cadence\// })).toBeVisible();
      }
      await page.goto(`/?search=${word}`);
      await expect(table(page).getByText('Completed', { exact: true })).toHaveCount(2);
      await expect(table(page).getByRole('link', { name: /\/sites\/e2e-cadence\// })).toHaveCount(2);
      await screenshotScrolledTo(page, table(page), 'cadence-list-published');
    } finally {
      await request.put('/local/wordpress-clock', { data: { now: null } });
    }
  });
});

import type { Page } from '@playwright/test';
import { expect, screenshot, test } from '#tests/support/e2e/fixtures';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

test.describe('keyword processing', () => {
  test('keywords added in the browser are processed with live progress, then show their article, images and ad copy', async ({
    page,
    signIn,
    slowSandbox,
  }) => {
    test.setTimeout(240_000);
    await signIn();
    const word = `lynx${unique()}`;
    const keywords = ['kayak paddles', 'dry bags', 'river maps', 'spray decks'].map(
      (name) => `${word} ${name}`,
    );

    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    await addDialog.getByLabel('Master Keywords').fill(keywords.join('\n'));
    await addDialog.getByLabel('Manual Tags (optional)').fill('outdoor gear');
    // Every upstream answer takes 5 s until the mid-run checks are done: the run lasts half a minute at
    // least, so it cannot finish (and the dialog close itself) before they look on a busy machine.
    await slowSandbox(5_000);
    await addDialog.getByRole('button', { name: 'Add Keywords' }).click();
    await expect(toasts(page).getByText('Keywords added successfully')).toBeVisible();

    // Progress while the run goes on: the bar, completed/total, the coloured log and the current operation.
    const dialog = page.getByRole('dialog', { name: 'Processing Keywords' });
    await expect(dialog).toBeVisible({ timeout: 20_000 });
    await expect(dialog.getByRole('progressbar', { name: 'Overall progress' })).toBeVisible();
    await expect(dialog.getByLabel('Keywords completed')).toHaveText(/^\d+\/\d+$/);
    await expect(dialog.getByText('Current operation:')).toBeVisible();
    await expect(dialog.getByRole('list', { name: 'Processing log' }).locator('li').first()).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Continue in Background' })).toBeVisible();
    await screenshot(page, 'processing-dialog-mid-run-1440');
    await expect(dialog.getByLabel('Keywords completed')).not.toHaveText(/^(\d+)\/\1$/);
    await slowSandbox(0);

    const complete = page.getByRole('dialog', { name: 'Processing Complete' });
    await expect(complete).toBeVisible({ timeout: 180_000 });
    const [done, total] = ((await complete.getByLabel('Keywords completed').textContent()) ?? '').split('/');
    expect(done).toBe(total);
    await expect(complete.getByRole('button', { name: 'Close' })).toBeVisible();
    await screenshot(page, 'processing-dialog-complete-1440');
    // It closes itself 3 s after completion.
    await expect(complete).toBeHidden({ timeout: 6_000 });

    await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
    const rows = page.getByRole('table', { name: 'Keywords' }).locator('tbody tr');
    await expect(rows).toHaveCount(keywords.length);
    for (const row of await rows.all()) await expect(row).toContainText('Completed');

    const first = keywords[0]!;
    await page.getByRole('button', { name: `View ${first}` }).click();
    const detail = page.getByRole('dialog', { name: first });
    await expect(detail.getByText('Completed', { exact: true })).toBeVisible();
    await expect(detail.getByText('outdoor gear', { exact: true })).toBeVisible();
    await expect(detail.getByRole('link', { name: 'Preview Article' })).toHaveAttribute('target', '_blank');

    await detail.getByRole('tab', { name: 'Content' }).click();
    const article = detail.getByRole('article');
    await expect(article.getByRole('heading').first()).toBeVisible();
    await expect(article.locator('p').first()).toBeVisible();
    await expect(article.locator('script')).toHaveCount(0);
    await screenshot(page, 'processing-detail-content-1440');

    await detail.getByRole('tab', { name: 'Images' }).click();
    const images = detail.getByRole('img');
    await expect(images.first()).toBeVisible();
    // Every image really loaded (none fell back to the placeholder).
    for (const image of await images.all()) {
      await expect
        .poll(() => image.evaluate((node: HTMLImageElement) => node.naturalWidth))
        .toBeGreaterThan(0);
      expect(await image.getAttribute('src')).toMatch(/^\/images\/|^\/api\/image-proxy\//);
    }
    await expect(detail.getByRole('button', { name: /^Copy URL of / }).first()).toBeVisible();
    await screenshot(page, 'processing-detail-images-1440');

    await detail.getByRole('tab', { name: 'Ad Copy' }).click();
    await expect(detail.getByText('Not generated yet')).toHaveCount(0);
    const preview = detail.getByLabel('Ad preview');
    await expect(preview.getByRole('img')).toBeVisible();
    await expect(preview.getByText(/^[\w.-]+(:\d+)?$/).first()).toBeVisible();
    await screenshot(page, 'processing-detail-ad-copy-1440');

    await detail.getByRole('tab', { name: 'Variants' }).click();
    const viewDetails = detail.getByRole('link', { name: 'View Details' });
    await expect(viewDetails).toHaveCount(3);
    await expect(viewDetails.first()).toHaveAttribute('target', '_blank');
    await expect(viewDetails.first()).toHaveAttribute('href', /^\/detail\/.+/);
  });
});

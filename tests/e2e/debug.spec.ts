import { expect, screenshot, test } from '#tests/support/e2e/fixtures';

test.describe('debug tools', () => {
  test('the process tester runs the steps for a keyword and shows what they produced', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/debug');
    await expect(page.getByRole('heading', { level: 1, name: 'Debug Tools' })).toBeVisible();
    await expect(page.getByText('This tool is for debugging only')).toBeVisible();

    await page.getByRole('button', { name: 'Run Test' }).click();
    await expect(page.getByText('Keyword is required')).toBeVisible();

    await page.getByLabel('Keyword').fill('trail running shoes');
    await page.getByRole('button', { name: 'Run Test' }).click();
    const steps = page.getByRole('region', { name: 'Steps' });
    await expect(steps).toBeVisible({ timeout: 90_000 });
    await expect(steps.getByRole('listitem')).toHaveCount(4);
    await expect(steps.getByText('success', { exact: true })).toHaveCount(4);

    const tags = page.getByRole('region', { name: 'Tags' });
    await expect(tags.getByText(/\(primary\)$/)).toHaveCount(1);
    await expect(page.getByRole('region', { name: 'Title' }).locator('p')).not.toBeEmpty();
    await expect(page.getByRole('region', { name: 'Article sample' })).not.toContainText('No article sample');
    await expect(page.getByRole('region', { name: 'Image prompt' })).not.toContainText('No image prompt');
    const metrics = page.getByRole('region', { name: 'Image metrics' });
    await expect(metrics).toContainText(/Processing time\s*[\d.]+ seconds/);
    await expect(metrics).toContainText('gpt-image-1');
    await expect(page.getByRole('region', { name: 'Images and URL notes' }).getByRole('img')).toHaveCount(1);
    await screenshot(page, 'debug-1440');
    // The content area scrolls inside the shell: show the lower half of the result too.
    await page.locator('main').evaluate((main) => main.scrollTo(0, main.scrollHeight));
    await screenshot(page, 'debug-results-1440');

    await page.setViewportSize({ width: 390, height: 844 });
    await screenshot(page, 'debug-390');
  });
});

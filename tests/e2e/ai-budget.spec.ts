import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, screenshotScrolledTo, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Sets the daily limit on Settings > AI Budget (empty: none) and saves it. */
async function saveDailyLimit(page: Page, limit: string) {
  await page.goto('/settings?tab=budget');
  const field = page.getByLabel('Daily limit (USD)');
  await field.fill(limit);
  await page.getByRole('button', { name: 'Save AI Budget' }).click();
  await expect(toasts(page).getByText('AI budget saved').last()).toBeVisible();
}

test.describe('the AI budget', () => {
  // The server is shared with the other specs: whatever happens here, no limit is left behind.
  test.afterEach(async ({ page }) => {
    await page.request.put('/api/settings/ai-budget', {
      data: { dailyLimitUsd: null, monthlyLimitUsd: null },
      headers: { Origin: BASE_URL },
    });
  });

  test('the Add Keywords dialog shows what the batch would cost and what the budget leaves', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    await dialog.getByLabel('Master Keywords').fill(`otter${unique()} canoe\notter${unique()} paddle`);
    const estimate = dialog.getByRole('region', { name: 'Estimate' });
    // Two keywords and three variants each, the dialog's defaults.
    await expect(estimate.getByText('8 keyword pipelines (variants counted)')).toBeVisible();
    await expect(estimate.getByText(/^Estimated AI cost \$0\.\d+/)).toBeVisible();
    await expect(estimate.getByRole('list', { name: 'Estimated cost by step' })).toContainText('Images');
    await expect(estimate.getByText(/^Today: no limit/)).toBeVisible();
    await screenshotScrolledTo(page, estimate, 'ai-budget-add-keywords-estimate');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    // Process All asks first, with what it would cost; cancelled, nothing starts.
    await page.getByRole('main').getByRole('button', { name: 'Process All' }).click();
    const confirm = page.getByRole('dialog', { name: 'Process all keywords?' });
    await expect(confirm.getByRole('region', { name: 'Estimate' })).toContainText('Estimated AI cost');
    await screenshotAtBothWidths(page, 'ai-budget-process-all-confirm');
    await confirm.getByRole('button', { name: 'Cancel' }).click();
    await expect(confirm).toBeHidden();
    await expect(page.getByRole('dialog', { name: /Processing|Initializing/ })).toHaveCount(0);
  });

  test('a run held by a spent budget waits with its keywords Pending, and goes on once the limit is raised', async ({
    page,
    signIn,
  }) => {
    test.setTimeout(240_000);
    await signIn();
    await saveDailyLimit(page, '0');

    const word = `heron${unique()}`;
    await page.goto('/');
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const add = page.getByRole('dialog', { name: 'Add New Keywords' });
    await add.getByLabel('Master Keywords').fill(`${word} waders\n${word} binoculars`);
    await add.getByLabel('Generate keyword variants (3 per keyword)').uncheck();
    await expect(add.getByText(/The AI budget is spent: this run will wait for budget/)).toBeVisible();
    await add.getByRole('button', { name: 'Add Keywords' }).click();

    const processing = page.getByRole('dialog', { name: /Processing|Initializing/ });
    await expect(processing.getByText('Waiting for budget', { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await screenshotAtBothWidths(page, 'ai-budget-processing-waiting');
    await processing.getByRole('button', { name: 'Continue in Background' }).click();

    await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
    const rows = page.getByRole('table', { name: 'Keywords' }).locator('tbody tr');
    await expect(rows.filter({ hasText: 'Pending' })).toHaveCount(2);
    await expect(page.getByText(/1 run is waiting for budget/)).toBeVisible();
    await screenshotAtBothWidths(page, 'ai-budget-dashboard-held');

    await page.goto('/settings?tab=budget');
    const held = page.getByRole('region', { name: 'Runs waiting for budget' });
    await expect(held.getByText('new keywords')).toBeVisible();
    await expect(held.getByText(/The daily AI budget of \$0\.00 is spent/)).toBeVisible();
    await screenshotAtBothWidths(page, 'ai-budget-settings-held');

    await saveDailyLimit(page, '');
    await expect(held.getByText('No run is waiting for budget.')).toBeVisible({ timeout: 20_000 });
    await page.goto('/');
    await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
    // The list does not poll: it is refreshed until the run has processed both.
    await expect
      .poll(
        async () => {
          await page.getByRole('button', { name: 'Refresh', exact: true }).click();
          return rows.filter({ hasText: 'Completed' }).count();
        },
        { timeout: 120_000, intervals: [3_000] },
      )
      .toBe(2);
  });
});

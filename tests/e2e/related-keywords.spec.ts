import type { Page } from '@playwright/test';
import { presetRange } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import {
  expect,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  serverNow,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';

const word = `lantern${Date.now().toString(36)}`;
const keyword = `${word} camping`;

/** Sets the daily AI limit (null: none) through the API, as Settings > AI Budget saves it. */
async function saveDailyLimit(page: Page, dailyLimitUsd: number | null) {
  const saved = await page.request.put('/api/settings/ai-budget', {
    headers,
    data: { dailyLimitUsd, monthlyLimitUsd: null },
  });
  expect(saved.status(), await saved.text()).toBe(200);
}

// The server is shared with the other specs: no limit is left behind.
test.afterEach(async ({ page }) => saveDailyLimit(page, null));

test('"More like this" on a winning keyword adds the chosen related keywords, Pending, to its site', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  expect((await page.request.post('/api/meta/insights/refresh', { headers })).status()).toBe(200);
  // The sandbox warehouse pays the campaign's channel far more than its first day of spend costs.
  const range = new URLSearchParams({ ...presetRange('last30', await serverNow(page.request)) });
  const economics = (await (
    await page.request.get(`/api/keywords/${keywordId}/economics?${range}`)
  ).json()) as KeywordEconomics;
  expect(
    Number.parseFloat(economics.totals.netRoi),
    'the keyword wins over the last 30 days',
  ).toBeGreaterThan(100);
  const { siteId } = (await (await page.request.get(`/api/keywords/${keywordId}`)).json()) as {
    siteId: string;
  };

  // Runs wait for budget from here: what is added stays Pending. An existing keyword of the keyword's site
  // has the words of the sandbox's first suggestion ("<keyword> accessories").
  await saveDailyLimit(page, 0);
  const existing = await page.request.post('/api/keywords/batch', {
    headers,
    data: {
      keywords: [`accessories ${keyword}`],
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: false,
      publishToWordPress: false,
      generateAds: false,
      siteId,
    },
  });
  expect(existing.status(), await existing.text()).toBe(201);

  await page.goto(`/detail/${keywordId}`);
  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const winning = page.getByRole('alert').filter({ hasText: 'This keyword earns more than it costs' });
  const netRoi = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 }).format(
    Number.parseFloat(economics.totals.netRoi),
  );
  await expect(winning).toContainText(`earns more than it costs: ${netRoi}% net ROI`);
  await screenshotScrolledTo(page, winning, 'related-keywords-campaigns-tab');
  await winning.getByRole('button', { name: 'More like this' }).click();

  const dialog = page.getByRole('dialog', { name: 'More like this' });
  await dialog.getByLabel('How many').fill('6');
  await dialog.getByRole('button', { name: 'Suggest keywords' }).click();
  const colliding = dialog.getByRole('checkbox', { name: new RegExp(`^${keyword} accessories`) });
  await expect(colliding).not.toBeChecked();
  await expect(dialog.getByText(`Same words as the existing keyword “accessories ${keyword}”`)).toBeVisible();
  await expect(dialog.getByText('Suggestions (5 of 6 chosen)')).toBeVisible();
  // Written from the ad copy of its campaign, the best over the range shown.
  await expect(dialog.getByText(/^Written from the ad of kw_/)).toBeVisible();
  await dialog.getByRole('checkbox', { name: `${keyword} for travel` }).uncheck();
  const estimate = dialog.getByRole('region', { name: 'Estimate' });
  await expect(estimate.getByText('4 keyword pipelines (variants counted)')).toBeVisible();
  await expect(dialog.getByText(/The AI budget is spent: this run will wait for budget/)).toBeVisible();
  await screenshotAtBothWidths(page, 'related-keywords-dialog');
  await screenshotScrolledTo(page, estimate, 'related-keywords-dialog-estimate');

  await dialog.getByRole('button', { name: 'Add 4 keywords' }).click();
  await expect(toasts(page).getByText('Keywords added successfully')).toBeVisible();
  await expect(dialog).toBeHidden();

  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
  const rows = page.getByRole('table', { name: 'Keywords' }).locator('tbody tr');
  const added = ['care tips', 'gift ideas', 'on a budget', 'starter kit'].map((end) => `${keyword} ${end}`);
  for (const text of added) await expect(rows.filter({ hasText: text })).toContainText('Pending');
  await expect(rows.filter({ hasText: `${keyword} for travel` })).toHaveCount(0);
  await screenshotScrolledTo(page, rows.filter({ hasText: added[0]! }), 'related-keywords-added');
});

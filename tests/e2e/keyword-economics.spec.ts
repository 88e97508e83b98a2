import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  serverNow,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword } from '#tests/support/e2e/meta-campaign-setup';
import { presetRange } from '../../shared/insights/insights-formulas';

const keyword = `reading lamps ${Date.now().toString(36)}`;

test('a keyword’s Campaigns tab shows its campaign with ROI and ROI net of its AI cost, as the insights do', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  const { id, campaignId, campaignName } = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  expect((await page.request.post('/api/meta/insights/refresh', { headers })).status()).toBe(200);
  // The tab opens on the last 30 US Eastern days: the same range is asked of the API and the insights here.
  const range = new URLSearchParams({ ...presetRange('last30', await serverNow(page.request)) });
  const economics = (await (
    await page.request.get(`/api/keywords/${keywordId}/economics?${range}`)
  ).json()) as {
    campaigns: { campaignId: string; roi: string; netRoi: string }[];
    aiCost: { total: number };
  };
  const figures = economics.campaigns.find((campaign) => campaign.campaignId === campaignId)!;
  const aiCost = new Intl.NumberFormat('en-US', {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 2,
    maximumFractionDigits: 4,
  }).format(economics.aiCost.total);

  // The insights row carries the AI cost and net ROI beside ROI, and its keyword links to the keyword's page.
  await page.goto(`/meta-campaign-insights?${range}`);
  const insights = page.getByRole('table', { name: 'Campaign insights' });
  const insightRow = insights.getByRole('row', { name: new RegExp(campaignName) });
  await expect(insightRow).toBeVisible({ timeout: 30_000 });
  await expect(insights.getByRole('columnheader', { name: 'AI Cost', exact: true })).toBeVisible();
  await expect(insights.getByRole('columnheader', { name: 'Net ROI', exact: true })).toBeVisible();
  // ROI, then the AI cost (its only campaign carries the keyword's whole cost), then net ROI.
  // A new campaign's revenue is all from days still estimated: the ROI carries the "est." mark.
  await expect(insightRow).toContainText(`${figures.roi}est.${aiCost}${figures.netRoi}`);
  await insights.getByRole('columnheader', { name: 'Net ROI', exact: true }).scrollIntoViewIfNeeded();
  await screenshot(page, 'keyword-economics-insights-1440');
  await insightRow.getByRole('link', { name: `Keyword: ${keyword}` }).click();
  await expect(page).toHaveURL(new RegExp(`/detail/${keywordId}$`));

  await page.getByRole('tab', { name: 'Campaigns' }).click();
  const table = page.getByRole('table', { name: 'Campaign economics' });
  const row = table.getByRole('row', { name: new RegExp(campaignName) });
  await expect(row).toBeVisible();
  await expect(row).toContainText(`${figures.roi}${aiCost}${figures.netRoi}`);
  expect(economics.aiCost.total).toBeGreaterThan(0);
  await expect(page.getByRole('heading', { name: /^AI cost: \$0\.\d+/ })).toBeVisible();
  await expect(page.getByRole('table', { name: 'AI cost by step and model' })).toContainText('gpt-image-1');
  await expect(page.getByText(/^article: /)).toBeVisible();

  await page.getByLabel('Range').click();
  await page.getByRole('option', { name: 'Last 7 Days' }).click();
  await expect(page.getByRole('listbox')).toBeHidden();
  await expect(row).toBeVisible();
  await screenshotAtBothWidths(page, 'keyword-economics-tab');
  await expectNoSeriousViolations(page, 'keyword Campaigns tab');

  // The campaign's page shows the same economics for it.
  await page.goto(`/meta-campaigns/${id}`);
  await expect(page.getByRole('heading', { name: 'Economics' })).toBeVisible();
  await expect(
    page
      .getByRole('table', { name: 'Campaign economics' })
      .getByRole('row', { name: new RegExp(campaignName) }),
  ).toBeVisible();
  await page.getByRole('heading', { name: 'Economics' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'campaign-economics-1440');
  await page.setViewportSize(PHONE);
  await page.getByRole('heading', { name: 'Economics' }).scrollIntoViewIfNeeded();
  await screenshot(page, 'campaign-economics-390');
});

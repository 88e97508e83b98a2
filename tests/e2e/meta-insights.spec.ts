import { daysOf, presetRange } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
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
import { createCampaign, headers, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { SANDBOX_CHANNELS, sandboxRevenueAt } from '../../infra/local/sandbox/snowflake/revenue-data';
import { LOCAL_META_GRAPH_PATH } from '../../infra/local/sandbox-control';

const keyword = `desk lamps ${Date.now().toString(36)}`;

test('refreshes insights, sorts, filters, pauses a campaign, changes its budget up to Meta’s limit and a bid cap', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  const { campaignId, campaignName } = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  const capped = await createCampaign(page, keywordId, { bidStrategy: 'BID_CAP', bidAmount: 1.5 });

  await page.goto('/meta-campaign-insights');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Insights' })).toBeVisible();
  await expect(page.getByText('EST', { exact: true })).toBeVisible();
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(toasts(page).getByText('Insights refreshed')).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Campaign insights' });
  const row = table.getByRole('row', { name: new RegExp(campaignName) });
  await expect(row).toBeVisible();
  await expect(page.getByRole('region', { name: 'Total Spend' })).toContainText('$');
  const chart = page.getByRole('region', { name: 'Spend, revenue and ROI per day' });
  await expect(chart.locator('svg').first()).toBeVisible();
  await expect(chart.getByText('Revenue', { exact: true })).toBeVisible();

  // Spend descending by default; a click toggles it, CPC starts ascending.
  const spend = table.getByRole('columnheader', { name: 'Spend', exact: true });
  await expect(spend).toHaveAttribute('aria-sort', 'descending');
  await spend.getByRole('button').click();
  await expect(spend).toHaveAttribute('aria-sort', 'ascending');
  const cpc = table.getByRole('columnheader', { name: 'CPC', exact: true });
  await cpc.getByRole('button').click();
  await expect(cpc).toHaveAttribute('aria-sort', 'ascending');

  // The search matches the keyword read from the name; the PAUSED tab hides an active campaign.
  const search = page.getByLabel('Search campaigns or keywords');
  await search.fill(keyword.split(' ')[1] ?? keyword);
  await expect(row).toBeVisible();
  await search.fill('no-such-campaign');
  await expect(page.getByText('No campaign data found for the selected period')).toBeVisible();
  await search.fill('');
  await page.getByRole('tab', { name: 'PAUSED' }).click();
  await expect(page).toHaveURL(/status=PAUSED/);
  await expect(row).toBeHidden();
  await page.getByRole('tab', { name: 'All' }).click();

  await row.getByRole('checkbox').check();
  await expect(page.getByText('1 campaign(s) selected')).toBeVisible();
  await screenshotAtBothWidths(page, 'meta-insights');
  await expectNoSeriousViolations(page, 'insights with rows at 1440');
  await page.setViewportSize(PHONE);
  await row.scrollIntoViewIfNeeded();
  await screenshot(page, 'meta-insights-table-390');
  await expectNoSeriousViolations(page, 'insights with rows at 390');
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'meta-insights-chart-390');
  await page.setViewportSize(WIDE);
  await chart.scrollIntoViewIfNeeded();
  await screenshot(page, 'meta-insights-chart-1440');

  await row.getByRole('button', { name: 'Pause' }).click();
  await expect(toasts(page).getByText('Campaign Updated')).toBeVisible();
  await expect(row.getByRole('button', { name: 'Activate' })).toBeVisible();
  await expect(row.getByText('PAUSED', { exact: true })).toBeVisible();

  await row.getByRole('button', { name: 'Budget' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Daily Budget' });
  const input = dialog.getByLabel('New daily budget');
  await input.fill('$2a5.50');
  await expect(input).toHaveValue('25.50');
  await screenshot(page, 'meta-insights-budget-dialog-1440');
  await expectNoSeriousViolations(page, 'insights budget dialog');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Budget Updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(row).toContainText('$25.50');

  // Meta's limit: a 5th budget change of the ad set within the hour is refused with a clear message.
  for (const dailyBudget of [26, 27, 28]) {
    const change = await page.request.post('/api/meta/campaign/update-budget', {
      headers,
      data: { campaignId, dailyBudget },
    });
    expect(change.status(), await change.text()).toBe(200);
  }
  await row.getByRole('button', { name: 'Budget' }).click();
  await dialog.getByLabel('New daily budget').fill('30');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText(/Meta allows 4 budget changes per ad set per hour/)).toBeVisible();
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // A bid-cap campaign: its dialog reads Meta's bid, and a new bid is saved.
  const cappedRow = table.getByRole('row', { name: new RegExp(capped.campaignName) });
  await cappedRow.getByRole('button', { name: 'Bid Cap' }).click();
  const bidDialog = page.getByRole('dialog', { name: 'Update Bid Cap' });
  await expect(bidDialog.getByText('Current bid cap: $1.50')).toBeVisible();
  await bidDialog.getByLabel('New bid cap').fill('2.25');
  await bidDialog.getByRole('button', { name: 'Save' }).click();
  await expect(toasts(page).getByText('Bid Cap Updated')).toBeVisible();
  await expect(bidDialog).toBeHidden();

  // The detail link finds the campaign's record by Meta's id.
  await cappedRow.getByRole('button', { name: 'Details' }).click();
  await expect(page).toHaveURL(new RegExp(`/meta-campaigns/${capped.id}$`));
  await page.goBack();

  // A preset and Apply put the range in the URL.
  await page.getByRole('button', { name: 'Last 30 Days' }).click();
  await page.getByRole('button', { name: 'Custom Range' }).click();
  await expect(page.getByRole('grid').first()).toBeVisible();
  await screenshot(page, 'meta-insights-range-1440');
  await expectNoSeriousViolations(page, 'insights range calendar');
  await page.getByRole('button', { name: 'Apply' }).click();
  await expect(page).toHaveURL(/since=\d{4}-\d{2}-\d{2}/);
  await expect(row).toBeVisible();
});

test("shows the warehouse's revenue on channels of no campaign as the 'Snowflake Only' row, without a checkbox", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn();
  expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
  await page.goto('/meta-campaign-insights');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(toasts(page).getByText('Insights refreshed')).toBeVisible({ timeout: 60_000 });

  // What the sandbox warehouse reports today on every channel no campaign row of today carries: the
  // campaigns of other specs on this server take some channels, so the matched ones are read from the API.
  const today = presetRange('today', await serverNow(page.request));
  const answer = (await (
    await page.request.get(`/api/meta/enriched-insights?since=${today.since}&until=${today.until}`)
  ).json()) as EnrichedInsightsResponse;
  const matched = new Set(answer.insights.map((row) => row.channel));
  // Today's revenue is the warehouse's estimate as of the refresh (it grows an hour at a time).
  const refreshedAt = Date.parse(answer.lastRefreshedAt as string);
  const expected = daysOf(today)
    .flatMap((day) =>
      SANDBOX_CHANNELS.filter((channel) => !matched.has(channel)).map((channel) =>
        sandboxRevenueAt(channel, day, refreshedAt),
      ),
    )
    .reduce((total, row) => total + row.revenue, 0);
  const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' }).format(expected);

  const table = page.getByRole('table', { name: 'Campaign insights' });
  const unmatched = table.getByRole('row', { name: /Revenue from non-matching campaigns/ });
  await expect(unmatched).toBeVisible();
  await expect(unmatched.getByText('Snowflake Only', { exact: true })).toBeVisible();
  await expect(unmatched).toContainText(dollars);
  await expect(unmatched.getByRole('checkbox')).toHaveCount(0);
  await expect(unmatched.getByRole('button')).toHaveCount(0);
  const chart = page.getByRole('region', { name: 'Spend, revenue and ROI per day' });
  await expect(chart.locator('svg').first()).toBeVisible();
  // The refresh toast goes by itself after a few seconds; the screenshots wait, so it covers nothing.
  await expect(toasts(page).getByText('Insights refreshed')).toBeHidden();
  // The row's revenue cell in view (the table scrolls sideways), at both widths.
  for (const [size, width] of [
    [WIDE, 1440],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await unmatched.getByText(dollars).scrollIntoViewIfNeeded();
    await expect(unmatched.getByText(dollars)).toBeInViewport();
    await screenshot(page, `meta-insights-unmatched-${width}`);
  }
  await page.setViewportSize(WIDE);
});

test('marks revenue that includes estimated days, says how much is estimated, and compares first estimates with final', async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn();
  expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
  await page.goto('/meta-campaign-insights');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(toasts(page).getByText('Insights refreshed')).toBeVisible({ timeout: 60_000 });

  // Today is never final in the sandbox warehouse: its revenue and ROI carry the mark, with the legend.
  const table = page.getByRole('table', { name: 'Campaign insights' });
  const unmatched = table.getByRole('row', { name: /Revenue from non-matching campaigns/ });
  await expect(unmatched.getByText('est.', { exact: true }).first()).toBeVisible();
  await expect(page.getByText('Includes revenue from days the partner has not settled yet')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Revenue', exact: true })).toContainText(
    /\$[\d,.]+ est\. \(100\.00%\)/,
  );

  const report = page.getByRole('region', { name: 'First estimate vs final revenue', exact: true });
  await expect(report).toBeVisible();
  const todayRow = report.getByRole('row', {
    name: new RegExp(presetRange('today', await serverNow(page.request)).since),
  });
  await expect(todayRow).toContainText('est.');
  await expect(toasts(page).getByText('Insights refreshed')).toBeHidden();
  await expectNoSeriousViolations(page, 'insights with estimated revenue');
  // The cards, the marked row and the report, each in view, at both widths.
  const mark = unmatched.getByText('est.', { exact: true }).first();
  for (const [size, width] of [
    [WIDE, 1440],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await page.getByRole('region', { name: 'Revenue', exact: true }).scrollIntoViewIfNeeded();
    await screenshot(page, `meta-insights-estimated-cards-${width}`);
    await mark.scrollIntoViewIfNeeded();
    await expect(mark).toBeInViewport();
    await screenshot(page, `meta-insights-estimated-row-${width}`);
    await report.scrollIntoViewIfNeeded();
    await screenshot(page, `meta-insights-estimates-report-${width}`);
  }
  await page.setViewportSize(WIDE);
});

test("says 'Not available from Meta API' in the Bid Cap dialog of a bid-cap campaign whose ad sets carry no bid", async ({
  page,
  signIn,
}) => {
  test.setTimeout(120_000);
  await page.setViewportSize(WIDE);
  await signIn();
  expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
  const { adAccountIds } = (await (await page.request.get('/api/meta/credentials')).json()) as {
    adAccountIds: string[];
  };
  // Made as in Ads Manager, not by this app: a campaign budget with a bid-cap strategy, its ad set uncapped.
  const graph = async (path: string, params: Record<string, unknown>) => {
    const response = await page.request.post(LOCAL_META_GRAPH_PATH, { headers, data: { path, params } });
    expect(response.status(), await response.text()).toBe(200);
    return ((await response.json()) as { id: string }).id;
  };
  const suffix = Date.now().toString(36);
  const campaignName = `kw_bidless_${suffix}_00001`;
  const campaignId = await graph(`act_${adAccountIds[0]}/campaigns`, {
    ...campaignParams({ name: campaignName, status: 'ACTIVE', daily_budget: 5000 }),
    bid_strategy: 'LOWEST_COST_WITH_BID_CAP',
    is_adset_budget_sharing_enabled: undefined,
  });
  await graph(`act_${adAccountIds[0]}/adsets`, {
    ...adSetParams(campaignId, { name: `channel_x${suffix}`, status: 'ACTIVE' }),
    daily_budget: undefined,
  });

  await page.goto('/meta-campaign-insights');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(toasts(page).getByText('Insights refreshed')).toBeVisible({ timeout: 60_000 });
  const row = page
    .getByRole('table', { name: 'Campaign insights' })
    .getByRole('row', { name: new RegExp(campaignName) });
  await expect(row.getByText('BID_CAP', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Bid Cap' }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Bid Cap' });
  await expect(dialog.getByText('Current bid cap: Not available from Meta API')).toBeVisible();
  await screenshotAtBothWidths(page, 'meta-insights-bid-cap-unavailable');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
});

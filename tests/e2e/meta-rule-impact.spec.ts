import type { Page } from '@playwright/test';
import { addDays, dayIn, roundUsd } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { RuleImpactResponse } from '#shared/schemas/meta-rule-impact';
import type { Rule } from '#shared/schemas/meta-rules';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  moveServerClock,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  serverNow,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword } from '#tests/support/e2e/meta-campaign-setup';

const DAY_MS = 86_400_000;
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The campaign's spend on one US Eastern day, as the insights screen reports that day. */
async function spendOn(page: Page, campaignId: string, day: string) {
  const response = await page.request.get(`/api/meta/enriched-insights?since=${day}&until=${day}`);
  expect(response.status()).toBe(200);
  const { insights } = (await response.json()) as EnrichedInsightsResponse;
  return insights.find((row) => row.campaign_id === campaignId)?.spend ?? 0;
}

async function refreshInsights(page: Page) {
  const refresh = await page.request.post('/api/meta/insights/refresh', { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
}

test('the impact report: a stop-loss pause, its spend avoided and the daily chart', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  // A campaign that has run for ten days (what only time makes), its figures in the insights store.
  const keywordId = await publishKeyword(page, `impact lanterns ${Date.now().toString(36)}`);
  const campaign = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  const pausedDay = dayIn(await serverNow(page.request));
  const since = new Date((await serverNow(page.request)) - 10 * DAY_MS).toISOString();
  const history = await page.request.post('/local/meta-graph/status-history', {
    headers,
    data: { objectId: campaign.campaignId, history: [{ at: since, status: 'ACTIVE' }] },
  });
  expect(history.status(), await history.text()).toBe(204);
  await refreshInsights(page);

  // A stop-loss (switched off: run by hand only) pauses it in Meta today.
  const created = await page.request.post('/api/meta/rules', {
    headers,
    data: {
      name: 'Impact stop-loss',
      enabled: false,
      scope: { kind: 'campaigns', campaignIds: [campaign.campaignId] },
      window: 'last_3_days',
      conditions: [{ metric: 'spend', operator: 'gt', value: 0 }],
      action: { type: 'pause' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const rule = (await created.json()) as Rule;
  const run = await page.request.post(`/api/meta/rules/${rule.id}/run`, { headers, data: { dryRun: false } });
  expect(run.status(), await run.text()).toBe(200);
  expect(((await run.json()) as { outcomes: { status: string }[] }).outcomes[0]?.status).toBe('applied');

  // Two days on (a new sign-in: the session has expired), the campaign stayed paused the day after.
  await moveServerClock(page, 2 * DAY_MS);
  await signIn();
  try {
    await refreshInsights(page);
    const wholePausedDay = addDays(pausedDay, 1);
    expect(await spendOn(page, campaign.campaignId, wholePausedDay)).toBe(0);
    const baseline = [1, 2, 3].map((back) => spendOn(page, campaign.campaignId, addDays(pausedDay, -back)));
    const avoided = roundUsd((await Promise.all(baseline)).reduce((sum, spend) => sum + spend, 0) / 3);
    expect(avoided).toBeGreaterThan(0);

    await page.goto('/meta-rules');
    const answered = page.waitForResponse((response) => response.url().includes('/api/meta/rules/impact'));
    await page.getByRole('tab', { name: 'Impact' }).click();
    await expect(page).toHaveURL(/\/meta-rules\/impact/);
    // Other specs' rules may have acted in the same days: this rule's row is exact, the totals are theirs too.
    const report = (await (await answered).json()) as RuleImpactResponse;
    expect(report.rules.find((row) => row.ruleId === rule.id)).toMatchObject({
      actions: 1,
      spendAvoidedUsd: avoided,
      extraSpendUsd: 0,
      netUsd: 0,
    });
    const card = (name: string) => page.getByRole('region', { name, exact: true });
    await expect(card('Actions')).toContainText('pause');
    await expect(card('Spend avoided')).toContainText(usd(report.totals.spendAvoidedUsd));
    await expect(card('Net')).toContainText(usd(report.totals.netUsd));
    // Each figure says it is an estimate, and how it is made, in its tooltip.
    await card('Spend avoided').getByText('estimate').hover();
    await expect(page.getByRole('tooltip')).toContainText('average daily spend over the 3 days before it');
    await page.mouse.move(0, 0);
    const table = page.getByRole('table', { name: 'Impact per rule' });
    await expect(table.getByRole('row', { name: /Impact stop-loss/ })).toContainText(usd(avoided));
    const chart = page.getByRole('region', { name: 'Net effect per day' });
    await expect(chart.locator('svg').first()).toBeVisible();
    await expect(chart.getByText('Spend avoided (est.)')).toBeVisible();
    await expectNoSeriousViolations(page, 'rules impact');
    await screenshotAtBothWidths(page, 'rules-impact');
    await screenshotScrolledTo(page, chart, 'rules-impact-chart');
    await screenshotScrolledTo(page, table, 'rules-impact-table');

    // A bad range in the URL is answered by the server's message.
    const bad = await page.request.get('/api/meta/rules/impact?since=2026-06-12&until=2026-06-01');
    expect(bad.status()).toBe(400);
    expect(((await bad.json()) as { message: string }).message).toContain('must not be after');
  } finally {
    // The specs after this one find no rule of this one, and read the day they started on.
    const removed = await page.request.delete(`/api/meta/rules/${rule.id}`, { headers });
    expect(removed.status(), await removed.text()).toBe(204);
    await moveServerClock(page, -2 * DAY_MS);
  }
});

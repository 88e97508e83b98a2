import type { Page } from '@playwright/test';
import { addDays, dayIn } from '#shared/insights/insights-formulas';
import type { CampaignListResponse } from '#shared/schemas/meta-campaigns';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import type { RuleLogResponse } from '#shared/schemas/meta-rule-runs';
import type { RulesResponse } from '#shared/schemas/meta-rules';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  serverNow,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';

const keyword = `tent pegs ${Date.now().toString(36)}`;

/** Reads Meta's campaigns and figures into the insights store now, as the scheduled refresh does. */
async function refreshInsights(page: Page) {
  const refresh = await page.request.post('/api/meta/insights/refresh', { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
}

/** The insights rows over the template's window: the last 3 US Eastern days up to today. */
async function lastThreeDays(page: Page) {
  const until = dayIn(await serverNow(page.request));
  const response = await page.request.get(
    `/api/meta/enriched-insights?since=${addDays(until, -2)}&until=${until}`,
  );
  return ((await response.json()) as EnrichedInsightsResponse).insights;
}

/** Meta's status of a campaign known by Meta's id, through its record's detail read. */
async function metaStatusOf(page: Page, campaignId: string) {
  const list = (await (
    await page.request.get(`/api/meta/campaigns?search=${campaignId}`)
  ).json()) as CampaignListResponse;
  const record = list.campaigns.find((campaign) => campaign.settings.campaignId === campaignId);
  const detail = await page.request.get(`/api/meta/campaigns/${record?.id}`);
  return ((await detail.json()) as { metaStatus?: string }).metaStatus;
}

test('a duplicate rule from its template runs dry, copies the campaign, links the copy and is undone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const campaign = await createCampaign(page, await publishKeyword(page, keyword), { bidStrategy: 'AUTO' });
  await refreshInsights(page);
  const row = (await lastThreeDays(page)).find((entry) => entry.campaign_id === campaign.campaignId);
  expect(row?.spend).toBeGreaterThan(0);
  // Thresholds the sandbox's deterministic figures pass: a winner as the template describes it.
  const roiAbove = Math.floor(Number.parseFloat(row!.roi)) - 1;
  const spendAbove = Math.max(0, Math.floor(row!.spend) - 1);

  await page.goto('/meta-rules');
  await page.getByRole('button', { name: 'New rule' }).click();
  const picker = page.getByRole('dialog', { name: 'New rule' });
  await picker.getByRole('radio', { name: /Scale by copying/ }).check();
  await picker.getByLabel('ROI above (%)').fill(String(roiAbove));
  await picker.getByLabel('Spend above (USD)').fill(String(spendAbove));
  await picker.getByLabel('Copies per campaign').fill('1');
  await screenshotAtBothWidths(page, 'meta-rule-duplicate-template');
  await picker.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'New rule' }).filter({ has: page.getByLabel('Name') });
  const name = `Scale by copying: ROI > ${roiAbove}% and spend > $${spendAbove} over 3 days`;
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByRole('combobox', { name: 'Action' })).toHaveText(
    'Copy the campaign (new channel)',
  );
  await expect(dialog.getByLabel('Copies per campaign')).toHaveValue('1');
  await expect(dialog.getByLabel('Budget factor')).toHaveValue('1');
  await expect(dialog.getByRole('combobox', { name: 'The copy starts' })).toHaveText(
    'Paused (start it by hand)',
  );
  // Started active here, so the undo visibly pauses it.
  await dialog.getByRole('combobox', { name: 'The copy starts' }).click();
  await page.getByRole('option', { name: 'Active' }).click();
  // A new campaign's revenue is all estimates yet: this rule counts them.
  await dialog.getByRole('combobox', { name: 'Estimated revenue (revenue and ROI conditions)' }).click();
  await page.getByRole('option', { name: 'Estimated days count' }).click();
  await dialog.getByRole('switch', { name: 'Enabled: runs after each insights refresh' }).uncheck();
  await dialog.getByRole('radio', { name: 'Chosen campaigns' }).check();
  await dialog
    .getByRole('combobox', { name: 'Campaigns to include' })
    .fill(campaign.campaignName.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(campaign.campaignName) }).click();
  await dialog.getByLabel('Budget factor').scrollIntoViewIfNeeded();
  await screenshotAtBothWidths(page, 'meta-rule-duplicate-dialog');
  await expectNoSeriousViolations(page, 'duplicate rule dialog');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(toasts(page).getByText('Rule created')).toBeVisible();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText('Copy campaign at 1× budget, active (max 1)');
  await card.getByRole('button', { name: `Dry run ${name}` }).click();
  const dry = page.getByRole('dialog', { name: `Dry run: ${name}` });
  const wouldCopy = dry.getByRole('listitem').filter({ hasText: campaign.campaignName });
  await expect(wouldCopy).toContainText('Would apply');
  await expect(wouldCopy).toContainText('Would copy the campaign at $12.50 a day, active');
  await screenshotAtBothWidths(page, 'meta-rule-duplicate-dry-run');
  await dry.getByRole('button', { name: 'Close' }).click();

  await card.getByRole('button', { name: `Run ${name} now` }).click();
  await page.getByRole('dialog', { name: 'Run rule now' }).getByRole('button', { name: 'Run now' }).click();
  const ran = page.getByRole('dialog', { name: `Run: ${name}` });
  await expect(ran.getByRole('listitem').filter({ hasText: campaign.campaignName })).toContainText('Applied');
  await ran.getByRole('button', { name: 'Close' }).click();
  const log = (await (
    await page.request.get(`/api/meta/rules/log?status=applied&limit=200`)
  ).json()) as RuleLogResponse;
  const copy = log.entries.find((entry) => entry.ruleName === name)?.after;
  expect(copy?.campaignId).toBeTruthy();
  expect(await metaStatusOf(page, copy!.campaignId!)).toBe('ACTIVE');

  // The log links the copy; its page names the source.
  await card.getByRole('link', { name: `View log of ${name}` }).click();
  const entry = page
    .getByRole('list', { name: 'Action log' })
    .getByRole('listitem')
    .filter({ hasText: campaign.campaignName })
    .first();
  await expect(entry).toContainText(`${campaign.campaignName}, $12.50 budget → ${copy!.campaignName}`);
  await screenshotScrolledTo(page, entry, 'meta-rule-duplicate-log');
  await expectNoSeriousViolations(page, 'action log with a copy');
  await entry.getByRole('button', { name: `Open the copy ${copy!.campaignName}` }).click();
  await expect(page).toHaveURL(/\/meta-campaigns\/[^/]+$/);
  await expect(page.getByRole('heading', { level: 1, name: copy!.campaignName })).toBeVisible();
  await expect(page.getByRole('link', { name: campaign.campaignName })).toBeVisible();
  await screenshotAtBothWidths(page, 'meta-rule-duplicate-copy-page');
  await page.goBack();

  // Undo pauses the copy; the source runs on.
  await entry.getByRole('button', { name: /^Undo / }).click();
  await page.getByRole('dialog', { name: 'Undo action' }).getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText('Action undone')).toBeVisible();
  await expect.poll(() => metaStatusOf(page, copy!.campaignId!)).toBe('PAUSED');
  expect(await metaStatusOf(page, campaign.campaignId)).toBe('ACTIVE');
  // Newest first: the undo's own entry, the copy as it was and paused.
  await expect(entry).toContainText(
    `${copy!.campaignName}, ACTIVE, $12.50 budget → ${copy!.campaignName}, PAUSED`,
  );

  // The insights row of the copy says whose copy it is.
  await refreshInsights(page);
  await page.goto('/meta-campaign-insights');
  const copyOf = page.getByRole('button', { name: `Copy of ${campaign.campaignName}` }).first();
  await expect(copyOf).toBeVisible();
  await screenshotScrolledTo(page, copyOf, 'meta-rule-duplicate-insights');
  await expectNoSeriousViolations(page, 'insights with a copy');

  // Removed again: the rules list of later specs starts as they expect.
  const { rules } = (await (await page.request.get('/api/meta/rules')).json()) as RulesResponse;
  const made = rules.find((rule) => rule.name === name);
  expect((await page.request.delete(`/api/meta/rules/${made?.id}`, { headers })).status()).toBe(204);
});

import type { Page } from '@playwright/test';
import { addDays, dayIn, roundUsd } from '#shared/insights/insights-formulas';
import type { EnrichedInsightsResponse } from '#shared/schemas/meta-insights';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  serverNow,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';

// The viewer's check reads the rule and log entry the first test leaves.
test.describe.configure({ mode: 'serial' });

const keyword = `trail stoves ${Date.now().toString(36)}`;
/** The scale-winners test's own keyword: a keyword is published once. */
const winnersKeyword = `camp chairs ${Date.now().toString(36)}`;

/** A number as the rule cards write it (thousands grouped): the sandbox's ROI can pass 1,000%. */
const inWords = (value: number) => value.toLocaleString('en-US');
const usd = (value: number) => value.toLocaleString('en-US', { style: 'currency', currency: 'USD' });

/** The campaign's status as Meta has it now: the detail read asks the Graph sandbox. */
async function metaStatus(page: Page, id: string): Promise<string | undefined> {
  const response = await page.request.get(`/api/meta/campaigns/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { metaStatus?: string }).metaStatus;
}

/**
 * The campaign's spend, ROI and daily budget over its last `days` US Eastern days up to today, as the rules
 * read them (USD, percent): the insights store's row, which carries the budget the last refresh read.
 */
async function windowFigures(page: Page, campaignId: string, days = 1) {
  const until = dayIn(await serverNow(page.request));
  const since = addDays(until, -(days - 1));
  const response = await page.request.get(`/api/meta/enriched-insights?since=${since}&until=${until}`);
  expect(response.status()).toBe(200);
  const { insights } = (await response.json()) as EnrichedInsightsResponse;
  const row = insights.find((entry) => entry.campaign_id === campaignId);
  expect(row, `the refresh stored the campaign’s figures from ${since} to ${until}`).toBeDefined();
  return {
    spend: row?.spend ?? 0,
    roi: Number.parseFloat(row?.roi ?? '0'),
    dailyBudget: row?.daily_budget ?? null,
  };
}

/**
 * The campaign's daily budget as Meta has it now: a refresh reads Meta's campaigns and ad sets afresh (the
 * campaign actions only patch the stored copy), then the row answers it. A refresh evaluates the enabled
 * rules after it, so a test reading this keeps its own rule switched off and acts through Run now alone.
 */
async function metaBudget(page: Page, campaignId: string): Promise<number | null> {
  await refreshInsights(page);
  return (await windowFigures(page, campaignId)).dailyBudget;
}

/** Reads Meta's campaigns, ad sets and figures into the insights store now, as the scheduled refresh does. */
async function refreshInsights(page: Page) {
  const refresh = await page.request.post('/api/meta/insights/refresh', { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
  expect(((await refresh.json()) as { status: string }).status).toBe('done');
}

/** Signed in at 1440 px: a campaign for a newly published keyword, its figures in the insights store. */
async function freshCampaign(page: Page, signIn: () => Promise<void>, keywordText: string) {
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keywordText);
  const campaign = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  await refreshInsights(page);
  return campaign;
}

test('a stop-loss rule from its template runs dry, pauses the campaign in Meta, logs it and is undone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  const campaign = await freshCampaign(page, signIn, keyword);
  // Thresholds the sandbox's deterministic figures trip: spend above a dollar less, ROI below ten points more.
  const figures = await windowFigures(page, campaign.campaignId);
  const spendAbove = Math.max(0, Math.floor(figures.spend) - 1);
  const roiBelow = Math.ceil(figures.roi) + 10;

  await page.goto('/meta-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Rules' })).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const picker = page.getByRole('dialog', { name: 'New rule' });
  await expect(picker.getByRole('radio', { name: /Stop-loss/ })).toBeChecked();
  await picker.getByLabel('Spend above (USD)').fill(String(spendAbove));
  await picker.getByLabel('ROI below (%)').fill(String(roiBelow));
  await screenshotAtBothWidths(page, 'meta-rules-templates');
  await expectNoSeriousViolations(page, 'rule template picker');
  await picker.getByRole('button', { name: 'Continue' }).click();

  const dialog = page.getByRole('dialog', { name: 'New rule' }).filter({ has: page.getByLabel('Name') });
  const name = `Stop-loss: spend > $${spendAbove} and ROI < ${roiBelow}%`;
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByLabel('Value 1 ($)')).toHaveValue(String(spendAbove));
  await expect(dialog.getByLabel('Value 2 (%)')).toHaveValue(String(roiBelow));
  // Only this campaign: earlier specs' campaigns in the sandbox stay as they are.
  await dialog.getByRole('radio', { name: 'Chosen campaigns' }).check();
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(dialog.getByText('Choose at least one campaign')).toBeVisible();
  await dialog
    .getByRole('combobox', { name: 'Campaigns to include' })
    .fill(campaign.campaignName.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(campaign.campaignName) }).click();
  await screenshotAtBothWidths(page, 'meta-rules-dialog');
  await expectNoSeriousViolations(page, 'rule dialog');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(toasts(page).getByText('Rule created')).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText(
    `Spend is above ${usd(spendAbove)} and ROI is below ${inWords(roiBelow)}% today`,
  );
  await expect(card).toContainText(campaign.campaignName);
  await expect(card).toContainText('Not evaluated yet');
  await screenshotAtBothWidths(page, 'meta-rules-list');
  await expectNoSeriousViolations(page, 'rules list');

  // A dry run says it would pause, and changes nothing in Meta.
  await card.getByRole('button', { name: `Dry run ${name}` }).click();
  const dry = page.getByRole('dialog', { name: `Dry run: ${name}` });
  const outcome = dry.getByRole('listitem').filter({ hasText: campaign.campaignName });
  await expect(outcome).toContainText('Would apply');
  await expect(outcome).toContainText('Pause');
  await expect(dry).toContainText('Nothing was changed');
  await screenshotAtBothWidths(page, 'meta-rules-dry-run');
  await expectNoSeriousViolations(page, 'dry run result');
  expect(await metaStatus(page, campaign.id)).toBe('ACTIVE');
  await dry.getByRole('button', { name: 'Close' }).click();
  await expect(card).not.toContainText('Not evaluated yet');

  // Run now asks first, then pauses the campaign in the Graph sandbox.
  await card.getByRole('button', { name: `Run ${name} now` }).click();
  const confirm = page.getByRole('dialog', { name: 'Run rule now' });
  await confirm.getByRole('button', { name: 'Run now' }).click();
  const ran = page.getByRole('dialog', { name: `Run: ${name}` });
  await expect(ran.getByRole('listitem').filter({ hasText: campaign.campaignName })).toContainText('Applied');
  await expect(toasts(page).getByText('Rule ran')).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => metaStatus(page, campaign.id)).toBe('PAUSED');
  await ran.getByRole('button', { name: 'Close' }).click();

  // The log shows the action with its figures and before and after; the status filter lives in the URL.
  await card.getByRole('link', { name: `View log of ${name}` }).click();
  await expect(page).toHaveURL(/\/meta-rules\/log\?ruleId=/);
  await expect(page.getByRole('combobox', { name: 'Rule' })).toHaveText(name);
  await page.getByRole('combobox', { name: 'Status' }).click();
  await page.getByRole('option', { name: 'Applied', exact: true }).click();
  await expect(page).toHaveURL(/status=applied/);
  const entry = page
    .getByRole('list', { name: 'Action log' })
    .getByRole('listitem')
    .filter({ hasText: campaign.campaignName })
    .first();
  await expect(entry).toContainText('ACTIVE → PAUSED');
  await expect(entry).toContainText(name);
  await expect(entry).toContainText('admin@example.com');
  await screenshotAtBothWidths(page, 'meta-rules-log');
  await expectNoSeriousViolations(page, 'action log at 1440');
  await page.setViewportSize(PHONE);
  await expectNoSeriousViolations(page, 'action log at 390');
  await page.setViewportSize(WIDE);

  // Undo asks first, then puts the campaign back to ACTIVE and logs the undo.
  await entry.getByRole('button', { name: /^Undo / }).click();
  await page.getByRole('dialog', { name: 'Undo action' }).getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText('Action undone')).toBeVisible();
  await expect.poll(() => metaStatus(page, campaign.id)).toBe('ACTIVE');
  await expect(entry).toContainText('undone');
  await expect(entry.getByRole('button', { name: /^Undo / })).toHaveCount(0);

  // The undo holds the rule off the campaign, whatever its cooldown, until a person lets it act again.
  const release = `Let ${name} act on ${campaign.campaignName} again`;
  await expect(entry).toContainText('Held after undo');
  await expect(entry.getByRole('button', { name: release })).toBeVisible();
  await screenshotScrolledTo(page, entry, 'meta-rules-log-held');
  await page.getByRole('tab', { name: 'Rules' }).click();
  await expect(card).toContainText(`Held after undo${campaign.campaignName}`);
  await card.getByRole('button', { name: `Run ${name} now` }).click();
  await page.getByRole('dialog', { name: 'Run rule now' }).getByRole('button', { name: 'Run now' }).click();
  const held = page.getByRole('dialog', { name: `Run: ${name}` });
  const skipped = held.getByRole('listitem').filter({ hasText: campaign.campaignName });
  await expect(skipped).toContainText('Skipped');
  await expect(skipped).toContainText('held after undo');
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await held.getByRole('button', { name: 'Close' }).click();
  expect(await metaStatus(page, campaign.id)).toBe('ACTIVE');
  await screenshotScrolledTo(page, card.getByText('Held after undo'), 'meta-rules-card-held');
  await expectNoSeriousViolations(page, 'rule card held after undo');
  await card.getByRole('button', { name: release }).click();
  await expect(toasts(page).getByText('Rule may act again')).toBeVisible();
  await expect(card).not.toContainText('Held after undo');
});

test('a scale-winners rule from its template runs dry, raises the daily budget in Meta, logs it, is undone and deleted', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  const campaign = await freshCampaign(page, signIn, winnersKeyword);
  // An ROI threshold the sandbox's deterministic figures over the window pass, ten points (or all) below
  // them; a ceiling well above the raised budget, so the full percent applies.
  const days = 7;
  const increasePercent = 30;
  const budgetCeiling = 40;
  const figures = await windowFigures(page, campaign.campaignId, days);
  expect(figures.roi, 'the sandbox’s revenue gives the campaign an ROI above 0').toBeGreaterThan(1);
  const before = 12.5; // what `createCampaign` gives the ad set
  expect(figures.dailyBudget, 'the refresh read the ad set’s budget from Meta').toBe(before);
  const roiAbove = Math.max(0, Math.floor(figures.roi) - 10);
  const raised = roundUsd(before * (1 + increasePercent / 100));
  expect(raised).toBeLessThan(budgetCeiling);

  await page.goto('/meta-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Rules' })).toBeVisible();
  await page.getByRole('button', { name: 'New rule' }).click();
  const picker = page.getByRole('dialog', { name: 'New rule' });
  await picker.getByRole('radio', { name: /Scale winners/ }).check();
  await expect(picker.getByLabel('ROI above (%)')).toHaveValue('150');
  await picker.getByLabel('ROI above (%)').fill(String(roiAbove));
  await picker.getByRole('combobox', { name: 'Over the last N days' }).click();
  await page.getByRole('option', { name: `${days} days` }).click();
  await picker.getByLabel('Raise budget by (%)').fill(String(increasePercent));
  await picker.getByLabel('Budget ceiling (USD)').fill(String(budgetCeiling));
  await picker.getByRole('button', { name: 'Continue' }).click();

  // The dialog holds the template's rule: its name, the ROI condition over the window, the raise and ceiling.
  const dialog = page.getByRole('dialog', { name: 'New rule' }).filter({ has: page.getByLabel('Name') });
  const name = `Scale winners: ROI > ${roiAbove}% over ${days} days, +${increasePercent}% budget`;
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await expect(dialog.getByRole('combobox', { name: 'Window' })).toHaveText(`Last ${days} days`);
  await expect(dialog.getByRole('combobox', { name: 'Metric 1' })).toHaveText('ROI');
  await expect(dialog.getByRole('combobox', { name: 'Comparison' })).toHaveText('is above');
  await expect(dialog.getByLabel('Value 1 (%)')).toHaveValue(String(roiAbove));
  await expect(dialog.getByRole('combobox', { name: 'Action' })).toHaveText(
    'Raise the daily budget by a percent',
  );
  await expect(dialog.getByLabel('By (%)')).toHaveValue(String(increasePercent));
  await expect(dialog.getByLabel('Budget ceiling ($)')).toHaveValue(String(budgetCeiling));
  await expect(dialog.getByLabel('Budget floor ($)')).toHaveValue('');
  // A raise reads final days only by default, and a new campaign has none yet (today and yesterday are
  // still estimates): this rule is told to count them.
  const estimated = dialog.getByRole('combobox', { name: 'Estimated revenue (revenue and ROI conditions)' });
  await expect(estimated).toHaveText(/^By direction/);
  await estimated.click();
  await page.getByRole('option', { name: 'Estimated days count' }).click();
  // Off: the refreshes that read Meta's budget below would otherwise run it; Run now runs it all the same.
  const enabled = dialog.getByRole('switch', { name: 'Enabled: runs after each insights refresh' });
  await expect(enabled).toBeChecked();
  await enabled.uncheck();
  await dialog.getByRole('radio', { name: 'Chosen campaigns' }).check();
  await dialog
    .getByRole('combobox', { name: 'Campaigns to include' })
    .fill(campaign.campaignName.slice(0, 20));
  await page.getByRole('option', { name: new RegExp(campaign.campaignName) }).click();
  await screenshotAtBothWidths(page, 'meta-rules-scale-winners-dialog');
  await dialog.getByRole('button', { name: 'Create rule' }).click();
  await expect(toasts(page).getByText('Rule created')).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  const card = page.getByRole('article', { name });
  await expect(card).toContainText(`ROI is above ${inWords(roiAbove)}% over the last ${days} days`);
  await expect(card).toContainText(`Raise budget by ${increasePercent}%`);
  await expect(card).toContainText(campaign.campaignName);
  await expect(card.getByRole('switch', { name: `${name} enabled` })).not.toBeChecked();

  // A dry run says it would raise the budget, and Meta's budget stays as it was.
  const change = `$${before.toFixed(2)} budget → $${raised.toFixed(2)} budget`;
  await card.getByRole('button', { name: `Dry run ${name}` }).click();
  const dry = page.getByRole('dialog', { name: `Dry run: ${name}` });
  const outcome = dry.getByRole('listitem').filter({ hasText: campaign.campaignName });
  await expect(outcome).toContainText('Would apply');
  await expect(outcome).toContainText(`Raise budget by ${increasePercent}%: ${change}`);
  await expect(dry).toContainText('Nothing was changed');
  await screenshotAtBothWidths(page, 'meta-rules-scale-winners-dry-run');
  expect(await metaBudget(page, campaign.campaignId)).toBe(before);
  await dry.getByRole('button', { name: 'Close' }).click();

  // Run now raises Meta's daily budget by the percent.
  await card.getByRole('button', { name: `Run ${name} now` }).click();
  await page.getByRole('dialog', { name: 'Run rule now' }).getByRole('button', { name: 'Run now' }).click();
  const ran = page.getByRole('dialog', { name: `Run: ${name}` });
  const applied = ran.getByRole('listitem').filter({ hasText: campaign.campaignName });
  await expect(applied).toContainText('Applied');
  await expect(applied).toContainText(change);
  await expect(toasts(page).getByText('Rule ran')).toBeVisible();
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => metaBudget(page, campaign.campaignId), { timeout: 60_000 }).toBe(raised);
  await ran.getByRole('button', { name: 'Close' }).click();

  // The log's applied entry shows the budget before and after (the dry run's entry is there too, marked so).
  await card.getByRole('link', { name: `View log of ${name}` }).click();
  await expect(page).toHaveURL(/\/meta-rules\/log\?ruleId=/);
  const log = page.getByRole('list', { name: 'Action log' });
  await expect(log.getByRole('listitem').filter({ hasText: 'dry run' })).toContainText(change);
  const entry = log
    .getByRole('listitem')
    .filter({ hasText: campaign.campaignName })
    .filter({ has: page.getByText('Applied', { exact: true }) });
  await expect(entry).toContainText(`Raise budget by ${increasePercent}%: ${change}`);
  await expect(entry).toContainText(name);
  await screenshotAtBothWidths(page, 'meta-rules-scale-winners-log');

  // Undo puts Meta's budget back and logs the undo, from the raised budget to the one before.
  await entry.getByRole('button', { name: `Undo ${name} on ${campaign.campaignName}` }).click();
  await page.getByRole('dialog', { name: 'Undo action' }).getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText('Action undone')).toBeVisible();
  // Closed: the cards, taller with the days each run read, put the Delete button under the toast.
  await toasts(page).getByRole('button', { name: 'Close' }).click();
  await expect.poll(() => metaBudget(page, campaign.campaignId), { timeout: 60_000 }).toBe(before);
  await expect(entry).toContainText('undone');
  await expect(entry.getByRole('button', { name: /^Undo / })).toHaveCount(0);
  await expect(
    log.getByRole('listitem').filter({ has: page.getByText('Undo', { exact: true }) }),
  ).toContainText(`$${raised.toFixed(2)} budget → $${before.toFixed(2)} budget`);

  // Deleted after its confirmation, so the tests after this one find the stop-loss rule alone.
  await page.getByRole('tab', { name: 'Rules' }).click();
  await card.getByRole('button', { name: `Delete ${name}` }).click();
  await page.getByRole('dialog', { name: 'Delete rule' }).getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Rule deleted')).toBeVisible();
  await expect(card).toHaveCount(0);
});

test('a viewer reads the rules and the log without the buttons that change them', async ({
  page,
  signIn,
}) => {
  await signIn();
  const viewer = { username: `rules-viewer-${Date.now().toString(36)}`, password: 'viewer-password' };
  const email = `${viewer.username}@example.com`;
  const created = await page.request.post('/api/users', {
    headers,
    data: { ...viewer, email, role: 'viewer', isActive: true },
  });
  expect(created.status()).toBe(201);
  await page.context().clearCookies();
  await signIn(email, viewer.password);

  await page.setViewportSize(PHONE);
  await page.goto('/meta-rules');
  await expect(page.getByRole('heading', { level: 1, name: 'Campaign Rules' })).toBeVisible();
  await expect(page.getByText(/needs the manage_meta_campaigns permission/)).toBeVisible();
  const card = page.getByRole('article').first();
  await expect(card).toBeVisible(); // the first test's rule
  await expect(page.getByRole('button', { name: 'New rule' })).toHaveCount(0);
  await expect(card.getByRole('button')).toHaveCount(0);
  await expect(card.getByRole('switch')).toBeDisabled();
  await screenshot(page, 'meta-rules-viewer-390');

  await page.getByRole('tab', { name: 'Action log' }).click();
  const entry = page.getByRole('list', { name: 'Action log' }).getByRole('listitem').first();
  await expect(entry).toBeVisible();
  await expect(page.getByRole('button', { name: /^Undo / })).toHaveCount(0);
  await expectNoSeriousViolations(page, 'action log of a viewer at 390');
});

test('a rule is edited, switched off and deleted after a confirmation', async ({ page, signIn }) => {
  await page.setViewportSize(WIDE);
  await signIn();
  await page.goto('/meta-rules');
  const card = page.getByRole('article').first();
  const name = (await card.getByRole('heading', { level: 2 }).textContent()) ?? '';

  await card.getByRole('button', { name: `Edit ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit rule' });
  await expect(dialog.getByLabel('Name')).toHaveValue(name);
  await dialog.getByLabel('Name').fill('Stop-loss, edited');
  await dialog.getByLabel('Cooldown (minutes)').fill('1.5');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(dialog.getByText('Cooldown must be whole minutes')).toBeVisible();
  await dialog.getByLabel('Cooldown (minutes)').fill('120');
  await dialog.getByRole('button', { name: 'Save rule' }).click();
  await expect(toasts(page).getByText('Rule updated')).toBeVisible();
  const edited = page.getByRole('article', { name: 'Stop-loss, edited' });
  await expect(edited).toContainText('120 min cooldown');

  await edited.getByRole('switch', { name: 'Stop-loss, edited enabled' }).click();
  await expect(toasts(page).getByText('Rule disabled')).toBeVisible();
  await expect(edited.getByRole('switch')).not.toBeChecked();

  await edited.getByRole('button', { name: 'Delete Stop-loss, edited' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete rule' });
  await expect(confirm).toContainText('Its log entries stay');
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(toasts(page).getByText('Rule deleted')).toBeVisible();
  await expect(edited).toHaveCount(0);
  await expect(page.getByText(/No rules yet/)).toBeVisible();

  // The log keeps the deleted rule's entries, under its name.
  await page.getByRole('tab', { name: 'Action log' }).click();
  await expect(page.getByRole('list', { name: 'Action log' })).toContainText(name);
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from './accessibility';
import { expect, PHONE, screenshot, screenshotAtBothWidths, test, WIDE } from './fixtures';
import { createCampaign, headers, publishKeyword, toasts } from './meta-campaign-setup';

// The viewer's check reads the rule and log entry the first test leaves.
test.describe.configure({ mode: 'serial' });

const keyword = `trail stoves ${Date.now().toString(36)}`;

/** The campaign's status as Meta has it now: the detail read asks the Graph sandbox. */
async function metaStatus(page: Page, id: string): Promise<string | undefined> {
  const response = await page.request.get(`/api/meta/campaigns/${id}`);
  expect(response.status()).toBe(200);
  return ((await response.json()) as { metaStatus?: string }).metaStatus;
}

/** Today's spend and ROI of the campaign, as the rules read them (USD, percent). */
async function todaysFigures(page: Page, campaignId: string) {
  const today = new Intl.DateTimeFormat('en-CA', { timeZone: 'America/New_York' }).format(Date.now());
  const response = await page.request.get(`/api/meta/enriched-insights?since=${today}&until=${today}`);
  expect(response.status()).toBe(200);
  const { insights } = (await response.json()) as {
    insights: { campaign_id: string; spend: number; roi: string }[];
  };
  const row = insights.find((entry) => entry.campaign_id === campaignId);
  expect(row, 'the refresh stored the campaign’s figures for today').toBeDefined();
  return { spend: row?.spend ?? 0, roi: Number.parseFloat(row?.roi ?? '0') };
}

test('a stop-loss rule from its template runs dry, pauses the campaign in Meta, logs it and is undone', async ({
  page,
  signIn,
}) => {
  test.setTimeout(240_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  const campaign = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  const refresh = await page.request.post('/api/meta/insights/refresh', { headers });
  expect(refresh.status(), await refresh.text()).toBe(200);
  // Thresholds the sandbox's deterministic figures trip: spend above a dollar less, ROI below ten points more.
  const figures = await todaysFigures(page, campaign.campaignId);
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
  await expect(card).toContainText(`Spend is above $${spendAbove}.00 and ROI is below ${roiBelow}% today`);
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

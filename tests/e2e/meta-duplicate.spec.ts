import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, screenshotAtBothWidths, test, WIDE } from '#tests/support/e2e/fixtures';
import { createCampaign, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';

const keyword = `reading lamps ${Date.now().toString(36)}`;

test('duplicates a selected campaign with custom settings into a new active campaign on its own channel', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  const source = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });

  await page.goto('/meta-campaign-insights');
  await page.getByRole('button', { name: 'Refresh now' }).click();
  await expect(toasts(page).getByText('Insights refreshed')).toBeVisible({ timeout: 60_000 });
  const table = page.getByRole('table', { name: 'Campaign insights' });
  const row = table.getByRole('row', { name: new RegExp(source.campaignName) });
  await expect(page.getByRole('button', { name: /^Duplicate \d+ Campaign\(s\)$/ })).toBeHidden();
  await row.getByRole('checkbox').check();
  await page.getByRole('button', { name: 'Duplicate 1 Campaign(s)' }).click();

  const dialog = page.getByRole('dialog', { name: 'Duplicate Campaigns' });
  await expect(dialog.getByRole('checkbox', { name: source.campaignName })).toBeChecked();
  await expect(dialog.getByRole('radio', { name: 'Use existing campaign settings' })).toBeChecked();
  await expect(dialog.getByText('New campaigns will be activated immediately after creation.')).toBeVisible();
  await expect(dialog.getByLabel('Adset Name')).toBeHidden();

  await dialog.getByRole('radio', { name: 'Customize settings' }).check();
  await expect(dialog.getByRole('combobox', { name: 'Adset Name' })).toBeVisible();
  await screenshotAtBothWidths(page, 'meta-duplicate-dialog-top');
  await dialog.getByLabel('Daily Budget').fill('20');
  await expect(dialog.getByLabel('Bid Value')).toBeHidden();
  await dialog.getByRole('combobox', { name: 'Bid Strategy' }).click();
  await page.getByRole('option', { name: 'Cost Cap' }).click();
  await dialog.getByLabel('Bid Value').fill('1.75');
  await expect(dialog.getByRole('checkbox', { name: 'Tablet' })).toBeDisabled();
  await dialog.getByRole('checkbox', { name: 'Desktop' }).check();
  await dialog.getByRole('checkbox', { name: 'Germany' }).check();
  const advanced = dialog.getByLabel('Advanced Targeting (JSON, optional)');
  await advanced.fill('{"age_min": 30');
  await dialog.getByRole('button', { name: 'Duplicate 1 Campaign(s)' }).click();
  await expect(dialog.getByText(/^Advanced targeting is not valid JSON: /)).toBeVisible();
  await advanced.fill('{"age_min": 30}');
  await screenshotAtBothWidths(page, 'meta-duplicate-dialog');
  await expectNoSeriousViolations(page, 'duplicate dialog with custom settings');

  // Meta answering slowly keeps the duplication going long enough to see it start.
  const latency = (latencyMs: number) =>
    page.request.put('/local/sandbox-knobs', { data: { meta: latencyMs > 0 ? { latencyMs } : {} } });
  expect((await latency(250)).status()).toBe(204);
  try {
    await dialog.getByRole('button', { name: 'Duplicate 1 Campaign(s)' }).click();
    await expect(toasts(page).getByText('Duplication Started')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Duplicating...' })).toBeDisabled();
  } finally {
    await latency(0);
  }
  const done = toasts(page).getByText(/^Created and activated: /);
  await expect(done).toBeVisible({ timeout: 30_000 });
  await expect(dialog).toBeHidden();
  const copyName = /^Created and activated: (\S+)\.$/.exec((await done.textContent()) ?? '')?.[1] ?? '';
  expect(copyName).toMatch(/^kw_reading_lamps_[a-z0-9]+_\d{5}$/);
  expect(copyName).not.toBe(source.campaignName);

  // The copy joins the insights (a refresh starts right after) as an active campaign with its own channel.
  const copyRow = table.getByRole('row', { name: new RegExp(copyName) });
  await expect(copyRow).toBeVisible({ timeout: 60_000 });
  await expect(copyRow.getByText('ACTIVE', { exact: true })).toBeVisible();
  await expect(copyRow).toContainText('$20.00');

  // The copy's page names its source, linked to the source's own page.
  await copyRow.getByRole('button', { name: 'Details' }).click();
  await expect(page.getByRole('heading', { level: 1, name: copyName })).toBeVisible();
  const campaignSection = page.getByRole('heading', { name: 'Campaign', exact: true }).locator('..');
  await expect(campaignSection.getByText('Duplicate of', { exact: true })).toBeVisible();
  const sourceLink = campaignSection.getByRole('link', { name: source.campaignName });
  // The duplication's toast would cover the section on a phone.
  await done.locator('xpath=../..').getByRole('button', { name: 'Close' }).click();
  await expect(done).toBeHidden();
  await screenshotAtBothWidths(page, 'meta-duplicate-copy-detail');
  await expectNoSeriousViolations(page, "a copy's detail page");
  await sourceLink.click();
  await expect(page).toHaveURL(new RegExp(`/meta-campaigns/${source.id}$`));
  await expect(page.getByRole('heading', { level: 1, name: source.campaignName })).toBeVisible();
  // The source is not a copy: no such row.
  await expect(page.getByRole('heading', { name: 'Campaign', exact: true })).toBeVisible();
  await expect(page.getByText('Duplicate of', { exact: true })).toHaveCount(0);
});

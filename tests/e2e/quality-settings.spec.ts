import type { Page } from '@playwright/test';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import {
  expect,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { headers } from '#tests/support/e2e/meta-campaign-setup';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

test.afterEach(async ({ page }) => {
  // The other specs publish with the defaults.
  await page.request.put('/api/settings/quality', { headers, data: DEFAULT_QUALITY_SETTINGS });
});

test('an admin edits the quality gate’s thresholds and blocking checks', async ({ page, signIn }) => {
  await page.setViewportSize(WIDE);
  await signIn();
  await page.goto('/settings?tab=wordpress');
  const card = page.getByRole('form', { name: 'Quality settings' });
  const longestTitle = card.getByRole('spinbutton', { name: 'Longest SEO title' });
  await expect(longestTitle).toHaveValue('60');
  await expect(card.getByRole('checkbox', { name: 'Near-duplicate' })).toBeChecked();

  // A minimum above its maximum is refused on the field, and nothing is saved.
  await card.getByRole('spinbutton', { name: 'Shortest meta description' }).fill('170');
  await card.getByRole('button', { name: 'Save Quality Settings' }).click();
  await expect(
    card.getByText('The shortest meta description must not be longer than the longest'),
  ).toBeVisible();
  await screenshotScrolledTo(page, card, 'quality-settings-invalid');

  await card.getByRole('spinbutton', { name: 'Shortest meta description' }).fill('110');
  await longestTitle.fill('55');
  await card.getByRole('checkbox', { name: 'Word count' }).check();
  await card.getByRole('button', { name: 'Save Quality Settings' }).click();
  await expect(toasts(page).getByText('Quality settings saved')).toBeVisible();

  const saved = await (await page.request.get('/api/settings/quality')).json();
  expect(saved).toMatchObject({ seoTitleMax: 55, seoDescriptionMin: 110 });
  expect(saved.blocking).toContain('wordCount');
  await page.reload();
  await expect(page.getByRole('spinbutton', { name: 'Longest SEO title' })).toHaveValue('55');
  await screenshotScrolledTo(page, page.getByRole('form', { name: 'Quality settings' }), 'quality-settings');
  await expectNoSeriousViolations(page, 'the Quality Gate settings card');
});

test('the AI Prompts page shows the SEO prompts beside the contract’s eight', async ({ page, signIn }) => {
  await page.setViewportSize(WIDE);
  await signIn();
  await page.goto('/prompts');
  const table = page.getByRole('table');
  await expect(table.getByRole('row', { name: /^SEO title/ })).toContainText('Active');
  await expect(table.getByRole('row', { name: /^Meta description/ })).toContainText('Active');

  await page.getByRole('tab', { name: 'SEO Title', exact: true }).click();
  await expect(page.getByRole('article', { name: 'SEO title' })).toContainText('at most {{maxLength}}');
  await page.getByRole('tab', { name: 'Meta Description', exact: true }).click();
  await expect(page.getByRole('article', { name: 'Meta description' })).toContainText(
    '{{minLength}} to {{maxLength}} characters',
  );
  await screenshotAtBothWidths(page, 'prompts-seo');
});

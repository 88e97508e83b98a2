import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

const dialog = (page: Page) => page.getByRole('dialog');
const card = (page: Page, name: string) => page.getByRole('article', { name });
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

/** Picks `option` in the select labelled `label` of the open dialog. */
async function choose(page: Page, label: string, option: string) {
  await dialog(page).getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

// One server and data folder: the steps build on what the previous ones saved.
test.describe.configure({ mode: 'serial' });

test('profiles cannot be created until Meta is configured', async ({ page, signIn, forgetCredentials }) => {
  await forgetCredentials('meta-credentials');
  await signIn();
  await page.goto('/meta-ad-settings');

  await expect(page.getByRole('heading', { name: 'Meta Ad Settings Profiles', level: 1 })).toBeVisible();
  await expect(page.getByText('Meta Configuration Required')).toBeVisible();
  await expect(
    page.getByText(
      'You need to configure Meta credentials first in the Settings page before creating ad settings profiles.',
    ),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Create New Profile' })).toBeDisabled();
  await expect(
    page.getByText(
      'No profiles found - Create your first ad settings profile to streamline campaign creation.',
    ),
  ).toBeVisible();
  await screenshot(page, 'meta-ad-settings-not-configured');
});

test('a profile is created, made the default, edited and deleted', async ({ page, signIn }) => {
  // Two creations, an edit, a deletion and two axe runs: longer than one screen's check.
  test.setTimeout(120_000);
  await signIn();
  expect((await page.request.post('/api/meta/use-sandbox', { headers: { Origin: BASE_URL } })).status()).toBe(
    200,
  );
  await page.goto('/meta-ad-settings');
  await expect(page.getByText('Meta Configuration Required')).toHaveCount(0);

  // The dialog shows the contract's messages and the options Meta refuses, disabled with why.
  await page.getByRole('button', { name: 'Create New Profile' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Create New Profile' })).toBeVisible();
  for (const section of ['Campaign Settings', 'Targeting Settings', 'Ad Settings', 'URL Parameters']) {
    await expect(dialog(page).getByRole('heading', { name: section })).toBeVisible();
  }
  await expect(
    dialog(page).getByText('Channel tracking parameters are added automatically when campaigns are created.'),
  ).toBeVisible();
  await expect(dialog(page).getByRole('checkbox', { name: 'Windows' })).toBeDisabled();
  await expect(
    dialog(page).getByText('Windows, macOS: Meta targets mobile operating systems only.'),
  ).toBeVisible();
  await choose(page, 'Objective', 'Conversions');
  await dialog(page).getByRole('button', { name: 'Create Profile' }).click();
  await expect(dialog(page).getByText('Name must be at least 3 characters')).toBeVisible();
  await expect(dialog(page).getByText('Required when using Conversions objective')).toBeVisible();
  await dialog(page).getByRole('combobox', { name: 'Conversion Event' }).click();
  await expect(page.getByRole('option', { name: /^Page View/ })).toHaveAttribute('aria-disabled', 'true');
  await page.getByRole('option', { name: 'Purchase', exact: true }).click();
  await dialog(page).getByRole('textbox', { name: 'Profile Name' }).fill('Evergreen sales');
  await dialog(page).getByRole('spinbutton', { name: 'Daily Budget ($)' }).fill('25');
  await choose(page, 'Bid Strategy', 'Cost Cap');
  await dialog(page).getByRole('spinbutton', { name: 'Bid Amount ($)' }).fill('1.50');
  await dialog(page).getByRole('checkbox', { name: 'United Kingdom' }).check();
  await choose(page, 'Page', (await pageOption(page)) ?? 'No default');
  await expect(page.getByRole('listbox')).toHaveCount(0);
  await expectNoSeriousViolations(page, 'the profile dialog');
  await screenshot(page, 'meta-ad-settings-dialog');
  await dialog(page).getByRole('button', { name: 'Create Profile' }).click();
  await expect(dialog(page)).toHaveCount(0);

  // The first profile is the default; a second one can take over.
  const first = card(page, 'Evergreen sales');
  await expect(first.getByText('Default', { exact: true })).toBeVisible();
  await expect(first.getByText('$25.00')).toBeVisible();
  await expect(first.getByText('United States, United Kingdom')).toBeVisible();
  await expect(first.getByText('18-65')).toBeVisible();
  await expect(first.getByText('{{adset.id}}')).toBeVisible();
  await expect(first.getByRole('button', { name: 'Current Default' })).toBeDisabled();

  await page.getByRole('button', { name: 'Create New Profile' }).click();
  await dialog(page).getByRole('textbox', { name: 'Profile Name' }).fill('Traffic test');
  await dialog(page).getByRole('textbox', { name: 'utm_source' }).fill('fb');
  await dialog(page).getByRole('button', { name: 'Create Profile' }).click();
  await expect(dialog(page)).toHaveCount(0);
  const second = card(page, 'Traffic test');
  await second.getByRole('button', { name: 'Set as Default' }).click();
  await expect(second.getByRole('button', { name: 'Current Default' })).toBeDisabled();
  await expect(first.getByRole('button', { name: 'Set as Default' })).toBeEnabled();
  await expect(page.getByText('Default', { exact: true })).toHaveCount(1);
  await expectNoSeriousViolations(page, 'the profile cards');
  await screenshot(page, 'meta-ad-settings-1440');

  // Edit keeps what was saved and updates the card.
  await second.getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await expect(dialog(page).getByRole('textbox', { name: 'utm_source' })).toHaveValue('fb');
  await dialog(page).getByRole('textbox', { name: 'Profile Name' }).fill('Traffic evergreen');
  await dialog(page).getByRole('button', { name: 'Update Profile' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await expect(card(page, 'Traffic evergreen')).toBeVisible();

  await page.setViewportSize(PHONE);
  await screenshot(page, 'meta-ad-settings-390');
  await card(page, 'Traffic evergreen').getByRole('button', { name: 'Edit' }).click();
  await expect(dialog(page).getByRole('heading', { name: 'Edit Profile' })).toBeVisible();
  await screenshot(page, 'meta-ad-settings-dialog-390');
  await dialog(page).getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog(page)).toHaveCount(0);
  await page.setViewportSize({ width: 1440, height: 900 });

  // Delete asks first, by name.
  await card(page, 'Evergreen sales').getByRole('button', { name: 'Delete' }).click();
  await expect(
    page.getByText('Are you sure you want to delete the "Evergreen sales" profile?'),
  ).toBeVisible();
  await page.getByRole('dialog').getByRole('button', { name: 'Delete' }).click();
  await expect(card(page, 'Evergreen sales')).toHaveCount(0);
  await expect(toasts(page).getByText('Profile deleted')).toBeVisible();
});

/** The first saved page's option label, as the Page select shows it. */
async function pageOption(page: Page) {
  const choices = await (await page.request.get('/api/meta/ad-settings/choices')).json();
  const [first] = choices.pages as { id: string; name: string }[];
  return first && `${first.name} (${first.id})`;
}

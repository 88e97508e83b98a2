import type { Page } from '@playwright/test';
import { expect, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
/** A text input by its exact label (a secret field's show/hide button names the field too). */
const field = (page: Page, name: string) => page.getByRole('textbox', { name, exact: true });
const form = (page: Page) => page.getByRole('form', { name: 'Meta credentials' });
const connection = (page: Page) => page.getByRole('status', { name: 'Connection result' });

/** Scrolls the connection card into view (the shell scrolls its content pane, not the page) and saves it. */
async function showResult(page: Page, name: string) {
  await connection(page).evaluate((element) => element.scrollIntoView({ block: 'end' }));
  await screenshot(page, name);
}

/** Sets the Graph sandbox's knobs (the e2e server mounts `/local/sandbox-knobs`); `{}` turns them off. */
async function setMetaKnobs(page: Page, knobs: Record<string, unknown>) {
  const response = await page.request.put('/local/sandbox-knobs', { data: { meta: knobs } });
  expect(response.status()).toBe(204);
}

// One server and data folder: the steps build on what the previous ones saved.
test.describe.configure({ mode: 'serial' });

test.afterEach(async ({ page }) => setMetaKnobs(page, {}));

test('the Meta form shows the contract’s messages, keeps the first ad account and page rows, and saves', async ({
  page,
  signIn,
  forgetCredentials,
}) => {
  await forgetCredentials('meta-credentials', 'warehouse-credentials');
  await signIn();
  await page.goto('/settings?tab=meta');
  await expect(page.getByRole('heading', { name: 'Meta Integration' })).toBeVisible();
  await expect(page.getByText('Local sandbox available')).toBeVisible();

  await form(page).getByRole('button', { name: 'Save Meta Credentials' }).click();
  for (const message of ['Meta Access Token is required', 'App ID is required', 'App Secret is required']) {
    await expect(form(page).getByText(message)).toBeVisible();
  }
  await expect(form(page).getByText('ID is required', { exact: true })).toHaveCount(2);
  await expect(form(page).getByText('Name is required', { exact: true })).toHaveCount(2);
  // The first ad account and page rows cannot be removed; a second row and every pixel row can.
  await expect(form(page).getByRole('button', { name: /^Remove/ })).toHaveCount(0);

  await field(page, 'Meta Access Token').fill('EAAB-e2e-token-0000000000000001');
  await field(page, 'App ID').fill('1234567890');
  await field(page, 'App Secret').fill('e2e-app-secret-000000000002');
  await field(page, 'Ad Account ID').fill('act_111222333');
  await field(page, 'Ad Account name').fill('Main account');
  await page.getByRole('button', { name: 'Add Ad Account' }).click();
  await expect(page.getByRole('button', { name: 'Remove ad account 2' })).toBeVisible();
  await page.getByRole('button', { name: 'Remove ad account 2' }).click();
  await field(page, 'Page ID').fill('777888999');
  await field(page, 'Page name').fill('Our page');
  await page.getByRole('button', { name: 'Add Pixel' }).click();
  await field(page, 'Pixel ID').fill('123123123');
  await field(page, 'Pixel name').fill('Site pixel');
  await expect(page.getByRole('button', { name: 'Remove pixel 1' })).toBeVisible();
  await form(page).getByRole('button', { name: 'Save Meta Credentials' }).click();

  await expect(toasts(page).getByText('Meta credentials updated')).toBeVisible();
  // Saved: the secrets come back masked, the ad account without its act_ prefix.
  await expect(field(page, 'Meta Access Token')).toHaveValue('••••••••0001');
  await expect(field(page, 'App Secret')).toHaveValue('••••••••0002');
  await expect(field(page, 'Ad Account ID')).toHaveValue('111222333');

  // A mask that no longer matches the saved token: the server refuses it, with its reason in the toast.
  await field(page, 'Meta Access Token').fill('••••••••9999');
  await form(page).getByRole('button', { name: 'Save Meta Credentials' }).click();
  await expect(toasts(page).getByText('Failed to update Meta credentials')).toBeVisible();
  await expect(toasts(page).getByText(/accessToken: The saved value has changed/)).toBeVisible();
});

test('Use sandbox fills in the local sandbox, and Test Connection shows the connected details', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/settings?tab=meta');
  await page.getByRole('button', { name: 'Use sandbox' }).click();
  await expect(toasts(page).getByText('Sandbox credentials saved')).toBeVisible();
  await expect(page.getByText('Local sandbox in use')).toBeVisible();
  await expect(field(page, 'Ad Account name')).toHaveValue('Keywright Sandbox Ads');

  await page.getByRole('button', { name: 'Test Connection' }).click();

  const result = connection(page);
  await expect(result.getByText('Connected to Meta as Sandbox Marketer')).toBeVisible();
  await expect(result).toContainText('marketer@sandbox.invalid');
  await expect(result).toContainText('Keywright Sandbox Ads · Active');
  await expect(result).toContainText('Never expires');
  await expect(result).toContainText(
    'All 3 saved ad accounts, pages and pixels are accessible with this token.',
  );
  await showResult(page, 'meta-settings-connected-1440');
  await page.setViewportSize(PHONE);
  await expect(result.getByText('Connected to Meta as Sandbox Marketer')).toBeVisible();
  await showResult(page, 'meta-settings-connected-390');

  // A page the default ad account may not promote is named, before a campaign fails on it.
  await page.getByRole('button', { name: 'Add Page' }).click();
  await page.getByRole('textbox', { name: 'Page ID' }).nth(1).fill('999999');
  await page.getByRole('textbox', { name: 'Page name' }).nth(1).fill('Other page');
  await form(page).getByRole('button', { name: 'Save Meta Credentials' }).click();
  await expect(toasts(page).getByText('Meta credentials updated')).toBeVisible();
  await expect(page.getByText('Local sandbox in use')).toBeVisible();
  await page.getByRole('button', { name: 'Test Connection' }).click();
  await expect(result.getByText('Saved entries Meta does not give access to')).toBeVisible();
  await expect(result).toContainText('Page Other page (999999): Not among the pages ad account act_');
  await showResult(page, 'meta-settings-entry-issue-390');
});

test('Test Connection shows Connection Failed with Meta’s reason when the token has expired', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/settings?tab=meta');
  await page.setViewportSize(PHONE);
  await expect(page.getByText('Local sandbox in use')).toBeVisible();
  await screenshot(page, 'meta-settings-form-390');
  await setMetaKnobs(page, { unauthorized: true });

  await page.getByRole('button', { name: 'Test Connection' }).click();

  const result = connection(page);
  await expect(result.getByText('Connection Failed')).toBeVisible();
  await expect(result).toContainText('The Meta access token is invalid or has expired (code 190');
  await showResult(page, 'meta-settings-failed-390');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(result.getByText('Connection Failed')).toBeVisible();
  await showResult(page, 'meta-settings-failed-1440');
});

import type { Page } from '@playwright/test';
import { expect, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';

const card = (page: Page) => page.getByRole('form', { name: 'Revenue source' });
const result = (page: Page) => page.getByRole('status', { name: 'Revenue source test result' });

async function showCard(page: Page, name: string) {
  // Centred, so the test result stays clear of a toast in the bottom corner.
  await result(page).evaluate((element) => element.scrollIntoView({ block: 'center' }));
  await screenshot(page, name);
}

test.describe.configure({ mode: 'serial' });

test('the Revenue source card checks its fields, then Use sandbox fills it in and Test counts yesterday’s rows', async ({
  page,
  signIn,
  forgetCredentials,
}) => {
  await forgetCredentials('meta-credentials', 'warehouse-credentials');
  await signIn();
  await page.goto('/settings?tab=meta');
  await expect(page.getByRole('heading', { name: 'Revenue source' })).toBeVisible();
  await expect(card(page).getByRole('button', { name: 'Test' })).toBeDisabled();

  await card(page).getByRole('button', { name: 'Save Revenue Source' }).click();
  for (const message of [
    'Account is required',
    'User is required',
    'Private key is required',
    'Query is required',
  ])
    await expect(card(page).getByText(message)).toBeVisible();

  await page.getByRole('button', { name: 'Use sandbox' }).click();
  await expect(card(page).getByRole('textbox', { name: 'Account', exact: true })).toHaveValue(
    'KWSANDBOX-REVENUE',
  );
  await expect(card(page).getByRole('textbox', { name: 'Private key', exact: true })).toHaveValue(
    /^••••••••/,
  );
  await expect(card(page).getByText('Saved. Leave as is to keep it, or paste a new key.')).toBeVisible();
  await expect(
    page.getByText('The local Snowflake sandbox’s settings: revenue comes from the sandbox'),
  ).toBeVisible();

  await card(page).getByRole('button', { name: 'Test' }).click();
  await expect(result(page)).toContainText(
    /The query returned 53 rows for yesterday \(\d{4}-\d{2}-\d{2}\)\./,
  );
  await showCard(page, 'revenue-source-1440');

  // On a phone the toast spans the width: the result is shown once it has gone. Waited for rather than
  // closed, as on a slow machine its 5 seconds may already have run out before a click could reach it.
  await expect(
    page.getByRole('region', { name: 'Notifications (F8)' }).getByRole('button', { name: 'Close' }),
  ).toBeHidden();
  await page.setViewportSize(PHONE);
  await showCard(page, 'revenue-source-390');
  await page.setViewportSize({ width: 1440, height: 900 });
});

test('Test shows Snowflake’s reason when the query fails, and a save keeps the masked key', async ({
  page,
  signIn,
}) => {
  await signIn();
  await page.goto('/settings?tab=meta');
  const query = card(page).getByRole('textbox', { name: 'Query', exact: true });
  await expect(query).not.toHaveValue('');
  await query.fill('SELECT * FROM SALES.PUBLIC.ORDERS WHERE d BETWEEN ? AND ?');
  await card(page).getByRole('button', { name: 'Save Revenue Source' }).click();
  await expect(page.getByText('Revenue source updated')).toBeVisible();

  await card(page).getByRole('button', { name: 'Test' }).click();
  await expect(result(page)).toContainText("Object 'SALES.PUBLIC.ORDERS' does not exist or not authorized.");
  await showCard(page, 'revenue-source-error-1440');
});

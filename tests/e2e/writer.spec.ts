import type { Page } from '@playwright/test';
import { expect, screenshotAtBothWidths, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

test.describe('a writer (no publish_content)', () => {
  test('adds keywords with "Publish to WordPress" off and disabled, its reason shown', async ({
    page,
    signIn,
  }) => {
    await signIn();
    const writer = { username: `writer-${unique()}`, password: 'writer-password' };
    const email = `${writer.username}@example.com`;
    const created = await page.request.post('/api/users', {
      headers: { Origin: BASE_URL },
      data: { ...writer, email, role: 'writer', isActive: true },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();
    await signIn(email, writer.password);

    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    const publish = dialog.getByRole('checkbox', { name: 'Publish to WordPress' });
    await expect(publish).toBeDisabled();
    await expect(publish).not.toBeChecked();
    await expect(publish).toHaveAccessibleDescription(
      'Your role cannot publish: the articles are written, not published.',
    );
    await expect(dialog.getByLabel('Generate Ad materials')).toBeEnabled();
    await screenshotAtBothWidths(page, 'keywords-add-dialog-writer');

    await dialog.getByLabel('Master Keywords').fill(`wombat${unique()} reading lamps`);
    await dialog.getByRole('button', { name: 'Add Keywords' }).click();
    await expect(toasts(page).getByText('Keywords added successfully')).toBeVisible();
    await expect(dialog).toBeHidden();
  });
});

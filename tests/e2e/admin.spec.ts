import type { Page } from '@playwright/test';
import { expect, PHONE, screenshot, screenshotAtBothWidths, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Picks an option of an MUI select by the select's label. */
async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: label }).click();
  await page.getByRole('option', { name: option, exact: true }).click();
}

test.describe('AI prompts', () => {
  test('a prompt is created, toggled, edited and deleted; the last active one is kept', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/prompts');
    await expect(page.getByRole('heading', { level: 1, name: 'AI Prompts' })).toBeVisible();
    const table = page.getByRole('table', { name: 'All prompts' });
    await expect(table.getByRole('row', { name: /SEO tags/ })).toBeVisible();
    await screenshot(page, 'prompts-all-1440');

    await page.getByRole('button', { name: 'Add New Prompt' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Prompt' });
    await dialog.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expect(dialog.getByText('Category is required')).toBeVisible();
    await expect(dialog.getByText('Prompt content is required')).toBeVisible();
    await screenshot(page, 'prompts-dialog-validation-1440');

    const name = `Punchy title ${unique()}`;
    await dialog.getByLabel('Name').fill(name);
    await choose(page, 'Category', 'Title');
    await dialog.getByLabel('Description (optional)').fill('Short, curious titles');
    // A prompt the pipeline can use (the answer format it parses), created inactive: other tests generate
    // titles while this one runs, and must not depend on it.
    await dialog
      .getByLabel('Prompt', { exact: true })
      .fill(
        'Keyword: {{keyword}}\n\nWrite one short, curious title. Respond with JSON only: {"title": "..."}',
      );
    await dialog.getByLabel('Active (used for generation)').uncheck();
    await dialog.getByRole('button', { name: 'Create Prompt' }).click();
    await expect(toasts(page).getByText('Prompt created')).toBeVisible();
    await expect(dialog).toBeHidden();
    await expect(table.getByRole('row', { name: new RegExp(name) })).toContainText('Inactive');

    await page.getByRole('tab', { name: 'Title', exact: true }).click();
    const card = page.getByRole('article', { name });
    await expect(card).toContainText('Write one short, curious title.');
    await card.getByRole('button', { name: 'Activate' }).click();
    await expect(toasts(page).getByText('Prompt activated')).toBeVisible();
    await expect(card.getByText('Active', { exact: true })).toBeVisible();
    await card.getByRole('button', { name: 'Deactivate' }).click();
    await expect(toasts(page).getByText('Prompt deactivated')).toBeVisible();
    await expect(card).toContainText('Inactive');
    await screenshot(page, 'prompts-category-1440');

    await card.getByRole('button', { name: 'Edit' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Prompt' });
    await edit.getByLabel('Description (optional)').fill('Short titles that make people click');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Prompt updated')).toBeVisible();
    await expect(card).toContainText('Short titles that make people click');

    await card.getByRole('button', { name: 'Delete' }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete Prompt' });
    await expect(confirm).toContainText('Are you sure you want to delete this prompt?');
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('Prompt deleted')).toBeVisible();
    await expect(card).toHaveCount(0);

    // The only active prompt of a category cannot be deactivated: the server says what to do instead.
    await page.getByRole('tab', { name: 'Variants', exact: true }).click();
    await page
      .getByRole('article', { name: 'Keyword variants' })
      .getByRole('button', { name: 'Deactivate' })
      .click();
    await expect(toasts(page).getByText('Error', { exact: true })).toBeVisible();
    await expect(toasts(page).getByText(/only active prompt for the "variants" category/)).toBeVisible();

    await page.setViewportSize(PHONE);
    await page.getByRole('tab', { name: 'All Prompts' }).click();
    await expect(table).toBeVisible();
    await screenshot(page, 'prompts-all-390');
    await page.getByRole('tab', { name: 'Article', exact: true }).click();
    await expect(page.getByRole('article', { name: 'Long-form article' })).toBeVisible();
    await screenshot(page, 'prompts-category-390');
    await page.getByRole('button', { name: 'Add New Prompt' }).click();
    await screenshot(page, 'prompts-dialog-390');
  });
});

test.describe('user management', () => {
  test('a user is added, edited and deleted through the API', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/users');
    const table = page.getByRole('table', { name: 'Users' });
    await expect(table.getByRole('row', { name: /admin@example\.com/ })).toContainText('You');
    // One's own password is not set here: Change password, in the account menu, asks for the current one.
    await table
      .getByRole('row', { name: /admin@example\.com/ })
      .getByRole('button', { name: /^Edit / })
      .click();
    const own = page.getByRole('dialog', { name: 'Edit User' });
    await expect(own.getByLabel('New Password')).toBeDisabled();
    await expect(
      own.getByText(
        'Your own password is changed with Change password in your account menu, which asks for the current one.',
      ),
    ).toBeVisible();
    await screenshotAtBothWidths(page, 'users-edit-self');
    await own.getByRole('button', { name: 'Cancel' }).click();

    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(dialog.getByText('Username is required')).toBeVisible();
    await expect(dialog.getByText('Please enter a valid email address')).toBeVisible();
    await expect(dialog.getByText('Password must be at least 8 characters')).toBeVisible();
    await screenshot(page, 'users-add-validation-1440');

    const username = `writer-${unique()}`;
    const email = `${username}@example.com`;
    await dialog.getByLabel('Username').fill(username);
    await dialog.getByLabel('Email').fill(email);
    await choose(page, 'Role', 'Editor');
    await expect(dialog.getByRole('list', { name: 'Permissions of this role' })).toContainText(
      'Publish content',
    );
    await dialog.getByLabel('Password').fill('a-long-password');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toasts(page).getByText('User added successfully')).toBeVisible();
    const row = table.getByRole('row', { name: new RegExp(username) });
    await expect(row).toContainText('Editor');
    await expect(row).toContainText('Active');

    // The same email again: the server's reason shows.
    await page.getByRole('button', { name: 'Add New User' }).click();
    await dialog.getByLabel('Username').fill(`${username}-2`);
    await dialog.getByLabel('Email').fill(email);
    await dialog.getByLabel('Password').fill('a-long-password');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toasts(page).getByText('Failed to add user')).toBeVisible();
    await expect(toasts(page).getByText('A user with this email already exists')).toBeVisible();
    // Announced although the open dialog hides the rest of the page from screen readers.
    await expect(page.getByRole('alert').filter({ hasText: 'Failed to add user' })).toBeVisible();
    await screenshot(page, 'users-add-error-1440');
    // F8 reaches the toast although the dialog's focus trap holds the keyboard, and Tab goes on into it.
    await page.keyboard.press('F8');
    await expect(toasts(page)).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(toasts(page).getByRole('button', { name: 'Close' })).toBeFocused();
    await screenshot(page, 'users-add-error-f8-1440');
    await dialog.getByRole('button', { name: 'Cancel' }).click();

    await row.getByRole('button', { name: `Edit ${username}` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit User' });
    await choose(page, 'Role', 'Viewer');
    await edit.getByLabel('Active').uncheck();
    await edit.getByLabel('New Password').fill('short');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit.getByText('Password must be at least 8 characters')).toBeVisible();
    await edit.getByLabel('New Password').fill('');
    await screenshot(page, 'users-edit-1440');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('User updated successfully')).toBeVisible();
    await page.reload();
    await expect(row).toContainText('Viewer');
    await expect(row).toContainText('Inactive');
    await screenshot(page, 'users-1440');

    // A new password ends the user's sessions, and the success toast says so.
    await row.getByRole('button', { name: `Edit ${username}` }).click();
    await edit.getByLabel('New Password').fill('another-long-password');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(
      toasts(page).getByText(
        `${username} has been saved. Their sessions have been ended; they sign in again with the new password.`,
      ),
    ).toBeVisible();
    await screenshot(page, 'users-password-reset-1440');

    await row.getByRole('button', { name: `Delete ${username}` }).click();
    const confirm = page.getByRole('dialog', { name: 'Delete User' });
    await expect(confirm).toContainText(`Are you sure you want to delete the user ${username}?`);
    await confirm.getByRole('button', { name: 'Delete' }).click();
    await expect(toasts(page).getByText('User deleted successfully')).toBeVisible();
    await expect(row).toHaveCount(0);

    await page.setViewportSize(PHONE);
    await screenshot(page, 'users-390');
    await page.getByRole('button', { name: 'Add New User' }).click();
    await screenshot(page, 'users-add-390');
  });

  test('a viewer sees the 403 messages on protected actions', async ({ page, signIn }) => {
    await signIn();
    const viewer = { username: `viewer-${unique()}`, password: 'viewer-password' };
    const email = `${viewer.username}@example.com`;
    const created = await page.request.post('/api/users', {
      headers: { Origin: BASE_URL },
      data: { ...viewer, email, role: 'viewer', isActive: true },
    });
    expect(created.status()).toBe(201);
    await page.context().clearCookies();
    await signIn(email, viewer.password);

    await page.goto('/users');
    await expect(
      page.getByText(/Failed to load users: Forbidden: .*"manage_users" permission/),
    ).toBeVisible();
    await page.getByRole('button', { name: 'Add New User' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New User' });
    await dialog.getByLabel('Username').fill('sneaky');
    await dialog.getByLabel('Email').fill('sneaky@example.com');
    await dialog.getByLabel('Password').fill('a-long-password');
    await dialog.getByRole('button', { name: 'Add User' }).click();
    await expect(toasts(page).getByText('Failed to add user')).toBeVisible();
    await expect(toasts(page).getByText(/"manage_users" permission/)).toBeVisible();
    await screenshot(page, 'viewer-users-403-1440');

    await page.goto('/prompts');
    await expect(
      page.getByText(/Failed to load prompts: Forbidden: .*"manage_prompts" permission/),
    ).toBeVisible();
    await screenshot(page, 'viewer-prompts-403-1440');

    await page.goto('/settings?tab=api');
    await expect(
      page.getByText(/Could not load the saved values: Forbidden: .*"system_settings"/),
    ).toBeVisible();
    const form = page.getByRole('form', { name: 'API Credentials' });
    for (const label of ['Gemini API Key', 'OpenAI API Key', 'Cloud Vision API Key']) {
      await form.getByLabel(label, { exact: true }).fill('a-key-of-the-viewer');
    }
    await form.getByRole('button', { name: 'Save API Credentials' }).click();
    await expect(toasts(page).getByText('Failed to update API credentials')).toBeVisible();
    await expect(toasts(page).getByText(/"system_settings" permission/)).toBeVisible();
    await screenshot(page, 'viewer-settings-403-1440');

    await page.goto('/debug');
    await page.getByLabel('Keyword').fill('garden hose');
    await page.getByRole('button', { name: 'Run Test' }).click();
    await expect(page.getByText('Error: 403 Forbidden')).toBeVisible();
    await expect(page.getByText(/"create_content" permission/)).toBeVisible();
    await screenshot(page, 'viewer-debug-403-1440');
  });
});

import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, PHONE, screenshot, test, WIDE } from '#tests/support/e2e/fixtures';

const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

/** Opens the signed-in user's menu from the sidebar footer and then the Change Password dialog. */
async function openChangePassword(page: Page, username: string, shot: string) {
  await page.getByRole('button', { name: `Account menu for ${username}` }).click();
  // Focus goes to the first item, past the "Signed in as" subheader, so the keyboard can choose it.
  await expect(page.getByRole('menuitem', { name: 'Change password' })).toBeFocused();
  await screenshot(page, `account-menu-${shot}`);
  await expectNoSeriousViolations(page, `account menu ${shot}`);
  await page.getByRole('menuitem', { name: 'Change password' }).click();
  const dialog = page.getByRole('dialog', { name: 'Change Password' });
  await expect(dialog.getByLabel('Current Password')).toBeFocused();
  return dialog;
}

test.describe('the account menu', () => {
  test('a user changes their own password from the sidebar footer', async ({
    page,
    signIn,
    signInAsNewUser,
  }) => {
    const user = { username: `writer-${unique()}`, password: 'first-secret-7' };
    const email = await signInAsNewUser({ ...user, role: 'writer' });

    const dialog = await openChangePassword(page, user.username, '1440');
    await screenshot(page, 'change-password-1440');
    await expectNoSeriousViolations(page, 'change password dialog 1440');

    await dialog.getByLabel('Current Password').fill(user.password);
    await dialog.getByLabel('New Password', { exact: true }).fill('Password1');
    await dialog.getByLabel('Confirm New Password').fill('Password1');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(toasts(page).getByText('This password is too common; choose another.')).toBeVisible();
    await screenshot(page, 'change-password-common-1440');

    await dialog.getByLabel('New Password', { exact: true }).fill('second-secret-8');
    await dialog.getByLabel('Confirm New Password').fill('second-secret-8');
    await dialog.getByRole('button', { name: 'Change Password' }).click();
    await expect(
      toasts(page).getByText('Your other sessions have been signed out; you stay signed in here.'),
    ).toBeVisible();
    await expect(dialog).toBeHidden();
    await screenshot(page, 'change-password-done-1440');

    // Still signed in here, with the renewed session; the phone layout reaches the menu through the drawer.
    await page.setViewportSize(PHONE);
    await page.reload();
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    await openChangePassword(page, user.username, '390');
    await screenshot(page, 'change-password-390');
    await expectNoSeriousViolations(page, 'change password dialog 390');
    await page.setViewportSize(WIDE);

    await page.context().clearCookies();
    await signIn(email, 'second-secret-8');
  });
});

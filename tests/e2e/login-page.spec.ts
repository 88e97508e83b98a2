import { ADMIN, expect, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';

/** login.html is the login screen rendered at build time; the app's script loads on first use. */
test.describe('the login page before its script', () => {
  test('signs in through the page’s own form with JavaScript off', async ({ browser, baseURL }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, viewport: PHONE });
    try {
      const page = await context.newPage();
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await screenshot(page, 'login-without-javascript-390');

      await page.getByLabel('Email').fill('nobody@example.com');
      await page.getByLabel('Password').fill('not-a-password');
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/login\?error=invalid$/);
      expect(await context.cookies()).not.toContainEqual(expect.objectContaining({ name: 'kw_session' }));

      await page.getByLabel('Email').fill(ADMIN.email);
      await page.getByLabel('Password').fill(ADMIN.password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/$/);
      expect(await context.cookies()).toContainEqual(expect.objectContaining({ name: 'kw_session' }));
      expect((await context.request.get('/api/auth/user')).status()).toBe(200);
    } finally {
      await context.close();
    }
  });

  test('paints the form without the app, which keeps what was typed when it takes over', async ({ page }) => {
    await page.goto('/login');
    const staticForm = page.locator('form[data-static-form]');
    await expect(staticForm).toBeVisible();
    await page.waitForLoadState('load');
    // Nothing of the app runs before the page is used: the static form is still there.
    const entryRan = await page.evaluate(() =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).some(
        (entry) => /\/assets\/index-/.test(entry.name) && entry.initiatorType === 'script',
      ),
    );
    expect(entryRan).toBe(false);
    await expect(staticForm).toHaveCount(1);

    await page.getByLabel('Email').pressSequentially(ADMIN.email);
    await page.getByLabel('Password').focus();
    await page.keyboard.type(ADMIN.password.slice(0, 4));
    await expect(staticForm).toHaveCount(0); // the app's own form now
    await expect(page.getByLabel('Email')).toHaveValue(ADMIN.email);
    await expect(page.getByLabel('Password')).toBeFocused();
    await page.keyboard.type(ADMIN.password.slice(4));
    await page.keyboard.press('Enter');
    await expect(
      page.getByRole('region', { name: 'Notifications (F8)' }).getByText('Login successful'),
    ).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    // Signed in, the login page sends its visitor on to the app before anything is touched.
    await page.goto('/login');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('shows the error a post of the page’s own form came back with', async ({ page }) => {
    await page.goto('/login?error=invalid');
    const toast = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toast.getByText('Login failed')).toBeVisible();
    await expect(toast.getByText('Invalid email or password')).toBeVisible();
    await expect(page).toHaveURL(/\/login$/);
  });
});

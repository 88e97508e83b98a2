import { ADMIN, expect, screenshot, test } from '#tests/support/e2e/fixtures';

const SIDEBAR = [
  { label: 'Dashboard', path: '/', heading: 'Keywright Content Generator' },
  { label: 'Keywords', path: '/keywords', heading: 'Keywords' },
  { label: 'Campaign Creator', path: '/meta-campaign-creator', heading: 'Meta Campaign Creator' },
  { label: 'Campaigns', path: '/meta-campaigns', heading: 'Meta Campaigns' },
  { label: 'Launches', path: '/meta-launches', heading: 'Launches' },
  { label: 'Campaign Insights', path: '/meta-campaign-insights', heading: 'Campaign Insights' },
  { label: 'Campaign Rules', path: '/meta-rules', heading: 'Campaign Rules' },
  { label: 'Ad Settings', path: '/meta-ad-settings', heading: 'Meta Ad Settings Profiles' },
  { label: 'API Credentials', path: '/settings', heading: 'Settings' },
  { label: 'Preferences', path: '/preferences', heading: 'Preferences' },
  { label: 'AI Prompts', path: '/prompts', heading: 'AI Prompts' },
  { label: 'User Management', path: '/users', heading: 'User Management' },
  { label: 'Debug Tools', path: '/debug', heading: 'Debug Tools' },
];

test.describe('sign-in and the shell', () => {
  test('an unauthenticated visitor is sent to /login', async ({ page }) => {
    await page.goto('/keywords');
    await expect(page).toHaveURL(/\/login$/);
    await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
  });

  test('the login form shows the contract messages, then a failed sign-in toast', async ({ page }) => {
    await page.goto('/login');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page.getByText('Please enter a valid email address')).toBeVisible();
    await expect(page.getByText('Password is required')).toBeVisible();
    await screenshot(page, 'login-validation-1440');

    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill('not-the-password');
    await page.getByRole('button', { name: 'Log in' }).click();
    const toast = page.getByRole('region', { name: 'Notifications (F8)' });
    await expect(toast.getByText('Login failed')).toBeVisible();
    await expect(toast.getByText('Invalid email or password')).toBeVisible();
  });

  test('signs in, visits every sidebar item, sees the 404 page and logs out', async ({ page, navigate }) => {
    await page.goto('/login');
    await screenshot(page, 'login-1440');
    await page.getByLabel('Email').fill(ADMIN.email);
    await page.getByLabel('Password').fill(ADMIN.password);
    // The toast shows only for the half second before the full reload to `/`: wait for it from before the
    // click (a waiting locator watches the page continuously; `expect` polls up to a second apart and can miss it).
    const welcomed = page.getByText('Welcome back!').waitFor();
    await page.getByRole('button', { name: 'Log in' }).click();
    await welcomed;
    await expect(page).toHaveURL(/\/$/);

    const nav = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(nav.getByText('admin', { exact: true })).toBeVisible();
    await expect(nav.getByText('Admin', { exact: true })).toBeVisible();
    await expect(page.getByText('System Ready')).toBeVisible();

    for (const item of SIDEBAR) {
      await navigate(item.label);
      await expect(page).toHaveURL(new RegExp(`${item.path === '/' ? '/$' : item.path}$`));
      await expect(page.getByRole('heading', { level: 1, name: item.heading })).toBeVisible();
      // The active item is the one whose path matches; `/` only exactly.
      await expect(nav.getByRole('link', { name: item.label })).toHaveAttribute('aria-current', 'page');
      const others = SIDEBAR.filter((other) => other !== item);
      for (const other of others.slice(0, 2)) {
        await expect(nav.getByRole('link', { name: other.label })).not.toHaveAttribute(
          'aria-current',
          'page',
        );
      }
    }
    await page.goto('/');
    const dashboard = page.getByRole('heading', { level: 1, name: SIDEBAR[0]!.heading });
    await expect(dashboard).toBeVisible();
    await expect(page.getByText('System Ready')).toBeVisible();
    await screenshot(page, 'shell-1440');

    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
    await screenshot(page, 'not-found-1440');

    await page.goto('/');
    await nav.getByRole('link', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/login$/);
    // The session is over on the server: the API refuses the old cookie.
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    await page.goto('/');
    await expect(page).toHaveURL(/\/login$/);
  });

  test('on a phone the sidebar is a 280 px drawer behind the header menu button', async ({
    page,
    signIn,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/login');
    await screenshot(page, 'login-390');
    await signIn();

    await expect(page.getByRole('heading', { level: 1, name: SIDEBAR[0]!.heading })).toBeVisible();
    await screenshot(page, 'shell-390');
    await page.getByRole('button', { name: 'Open navigation menu' }).click();
    const drawer = page.getByRole('navigation', { name: 'Main navigation' });
    await expect(drawer).toBeVisible();
    expect((await drawer.boundingBox())?.width).toBeLessThanOrEqual(280);
    await screenshot(page, 'drawer-390');

    await drawer.getByRole('link', { name: 'Keywords' }).click();
    await expect(page).toHaveURL(/\/keywords$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
  });

  test('the sidebar collapses to icons on wide screens', async ({ page, signIn }) => {
    await signIn();
    await page.getByRole('button', { name: 'Collapse sidebar' }).click();
    await expect(page.getByRole('button', { name: 'Expand sidebar' })).toBeVisible();
    await screenshot(page, 'shell-collapsed-1440');
    await page.getByRole('button', { name: 'Expand sidebar' }).click();
  });
});

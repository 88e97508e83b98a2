import { type APIRequestContext, test as base, expect, type Locator, type Page } from '@playwright/test';

export const ADMIN = { email: 'admin@example.com', password: 'admin1234' };
export const SCREENSHOTS = 'test-results/screenshots';

/**
 * The time the server under test and its sandboxes read (`GET /local/clock`): it starts at `E2E_CLOCK`
 * and runs on. Tests compute "today" from it, never from this machine's clock.
 */
export async function serverNow(request: APIRequestContext): Promise<number> {
  const response = await request.get('/local/clock');
  expect(response.status(), 'the e2e server mounts /local/clock (SANDBOX_CONTROL=1)').toBe(200);
  return Date.parse(((await response.json()) as { now: string }).now);
}

/**
 * Moves the server's clock (its sandboxes' too) on by `ms` from where it is, and the page's with it, so
 * the browser keeps reading the server's time.
 */
export async function moveServerClock(page: Page, ms: number): Promise<void> {
  const now = (await serverNow(page.request)) + ms;
  const response = await page.request.put('/local/clock', { data: { now: new Date(now).toISOString() } });
  expect(response.status(), 'the e2e server mounts /local/clock (SANDBOX_CONTROL=1)').toBe(204);
  await page.clock.setSystemTime(now);
}

/**
 * Fixtures: `signIn` goes through the real login form; `navigate` follows a sidebar link; `slowSandbox`
 * makes every upstream answer of the sandbox take `latencyMs` (0 turns it off; it is off again after the
 * test), so a screen that shows only while a run goes on can be checked however slow this machine is.
 * Every browser context runs on the server's clock, so the days the screens ask for are the server's.
 */
/** A user a spec adds for itself, so what it changes on them never reaches the admin other specs use. */
export interface NewUser {
  username: string;
  password: string;
  role: 'admin' | 'editor' | 'writer' | 'viewer';
}

export const test = base.extend<{
  signIn: (email?: string, password?: string) => Promise<void>;
  signInAsNewUser: (user: NewUser) => Promise<string>;
  navigate: (label: string) => Promise<void>;
  slowSandbox: (latencyMs: number) => Promise<void>;
  forgetCredentials: (...names: string[]) => Promise<void>;
}>({
  context: async ({ context, request }, use) => {
    // The clock flows from there in real time, timers included (Playwright's `clock.install`).
    await context.clock.install({ time: await serverNow(request) });
    await use(context);
  },
  signIn: async ({ page }, use) => {
    await use(async (email = ADMIN.email, password = ADMIN.password) => {
      await page.goto('/login');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password').fill(password);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page).toHaveURL(/\/$/, { timeout: 15_000 });
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible(); // the shell rendered a screen
    });
  },
  // The admin adds the user through the API; then the browser signs in as them. Resolves their email.
  signInAsNewUser: async ({ page, signIn }, use) => {
    await use(async ({ username, password, role }) => {
      await signIn();
      const email = `${username}@example.com`;
      const created = await page.request.post('/api/users', {
        headers: { Origin: new URL(page.url()).origin },
        data: { username, password, email, role, isActive: true },
      });
      expect(created.status(), await created.text()).toBe(201);
      await page.context().clearCookies();
      await signIn(email, password);
      return email;
    });
  },
  // One server serves the whole run: a spec that checks a fresh setup first forgets what earlier specs saved.
  forgetCredentials: async ({ request }, use) => {
    await use(async (...names) => {
      for (const name of names) {
        const response = await request.delete(`/local/secrets/${name}`);
        expect(response.status(), 'the e2e server mounts /local/secrets (SANDBOX_CONTROL=1)').toBe(204);
      }
    });
  },
  slowSandbox: async ({ request }, use) => {
    const setLatency = async (latencyMs: number) => {
      const knobs = latencyMs > 0 ? { latencyMs } : {};
      const response = await request.put('/local/sandbox-knobs', {
        data: { openai: knobs, gemini: knobs, vision: knobs, wordpress: knobs },
      });
      expect(response.status(), 'the e2e server mounts /local/sandbox-knobs (SANDBOX_CONTROL=1)').toBe(204);
    };
    await use(setLatency);
    await setLatency(0);
  },
  navigate: async ({ page }, use) => {
    await use(async (label: string) => {
      await page
        .getByRole('navigation', { name: 'Main navigation' })
        .getByRole('link', { name: label })
        .click();
    });
  },
});

/** The two widths every screen is looked at: a desktop and a phone. */
export const WIDE = { width: 1440, height: 900 };
export const PHONE = { width: 390, height: 844 };

/** Saves a full-page screenshot under test-results/screenshots for review. */
export async function screenshot(page: Page, name: string) {
  // Transitions run to their end first: a dialog still fading in would show the page through it.
  await page.screenshot({ path: `${SCREENSHOTS}/${name}.png`, fullPage: true, animations: 'disabled' });
}

/** The current screen at both widths (`{name}-1440`, `{name}-390`), back at the desktop width after. */
export async function screenshotAtBothWidths(page: Page, name: string) {
  await screenshot(page, `${name}-1440`);
  await page.setViewportSize(PHONE);
  await screenshot(page, `${name}-390`);
  await page.setViewportSize(WIDE);
}

/**
 * `target` scrolled into view at both widths (`{name}-1440`, `{name}-390`): what a full-page screenshot
 * misses when the shell scrolls its content inside the page.
 */
export async function screenshotScrolledTo(page: Page, target: Locator, name: string) {
  for (const [size, width] of [
    [WIDE, 1440],
    [PHONE, 390],
  ] as const) {
    await page.setViewportSize(size);
    await target.scrollIntoViewIfNeeded();
    await screenshot(page, `${name}-${width}`);
  }
  await page.setViewportSize(WIDE);
}

export { expect };

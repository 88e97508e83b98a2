import type { Page } from '@playwright/test';
import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, screenshot, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

const VIEWPORTS = [
  { name: '1440', size: { width: 1440, height: 900 } },
  { name: '390', size: { width: 390, height: 844 } },
];

/** Every screen of the sidebar plus the signed-in screens it does not list (the Meta ones as they land). */
const SCREENS = [
  '/',
  '/keywords',
  '/meta-campaign-creator',
  '/meta-campaigns',
  '/meta-launches',
  '/meta-launches/new',
  '/meta-campaign-insights',
  '/meta-rules',
  '/meta-rules/log',
  '/meta-rules/guardrails',
  '/meta-rules/impact',
  '/meta-ad-settings',
  '/settings?tab=api',
  '/settings?tab=budget',
  '/settings?tab=wordpress',
  '/settings?tab=meta',
  '/settings?tab=notifications',
  '/settings?tab=preferences',
  '/settings?tab=debug',
  '/preferences',
  '/prompts',
  '/users',
  '/debug',
  '/notifications',
];

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Waits until the screen has drawn its heading and its data, so axe sees the screen and not a spinner. */
async function settled(page: Page) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(page.getByRole('progressbar')).toHaveCount(0, { timeout: 15_000 });
  // MUI's enter transitions (fades, grows) leave text half-transparent for a moment: contrast would be wrong.
  await page.waitForTimeout(400);
}

async function openDialog(page: Page, button: string, dialogName: string | RegExp) {
  await page.getByRole('button', { name: button, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: dialogName });
  await expect(dialog).toBeVisible();
  await page.waitForTimeout(400);
  return dialog;
}

for (const viewport of VIEWPORTS) {
  test.describe(`accessibility at ${viewport.name} px`, () => {
    test.use({ viewport: viewport.size });

    test('the login and 404 pages have no serious or critical violations', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
      await expectNoSeriousViolations(page, `/login at ${viewport.name}`);
      await page.getByRole('button', { name: 'Log in' }).click();
      await expect(page.getByText('Password is required')).toBeVisible();
      await expectNoSeriousViolations(page, `/login with errors at ${viewport.name}`);

      await page.goto('/no/such/page');
      await expect(page.getByRole('heading', { name: 'Page Not Found' })).toBeVisible();
      await expectNoSeriousViolations(page, `404 at ${viewport.name}`);
    });

    test('every signed-in screen has no serious or critical violations', async ({ page, signIn }) => {
      // About 25 screens, each drawn, checked by axe and photographed: some 7 s each on a busy machine.
      test.setTimeout(300_000);
      await signIn();
      const name = `heron${unique()} canvas tents`;
      const created = await page.request.post('/api/keywords', {
        headers: { Origin: BASE_URL },
        data: { primaryTag: name, secondaryTags: ['a11y'] },
      });
      expect(created.status()).toBe(201);
      const { id } = (await created.json()) as { id: string };

      for (const path of [...SCREENS, `/detail/${id}`]) {
        await page.goto(path);
        await settled(page);
        await expectNoSeriousViolations(page, `${path} at ${viewport.name}`);
        await screenshot(page, `a11y${path.replace(id, 'id').replace(/[^a-z0-9]+/gi, '-')}-${viewport.name}`);
      }
    });

    test('the main dialogs have no serious or critical violations', async ({ page, signIn, slowSandbox }) => {
      test.setTimeout(180_000);
      await signIn();
      const name = `egret${unique()} rain shells`;
      const created = await page.request.post('/api/keywords', {
        headers: { Origin: BASE_URL },
        data: { primaryTag: name, secondaryTags: ['a11y'] },
      });
      expect(created.status()).toBe(201);

      await page.goto(`/?search=${encodeURIComponent(name)}`);
      await settled(page);
      await page.getByRole('button', { name: `View ${name}` }).click();
      const detail = page.getByRole('dialog', { name });
      await expect(detail.getByText('Primary Tag')).toBeVisible();
      await page.waitForTimeout(400);
      await expectNoSeriousViolations(page, `keyword detail dialog at ${viewport.name}`);
      await detail.getByRole('button', { name: 'Close' }).click();

      const add = await openDialog(page, 'Add Keywords', 'Add New Keywords');
      await add.getByRole('button', { name: 'Add Keywords' }).click();
      await expect(add.getByText('Please enter at least one keyword')).toBeVisible();
      await expectNoSeriousViolations(page, `add keywords dialog at ${viewport.name}`);
      // Submitting starts a real run in the sandbox: the processing dialog follows. A slow sandbox keeps
      // the run (and so the dialog, which closes itself when done) open however fast this machine is.
      await slowSandbox(3_000);
      await add.getByLabel('Master Keywords').fill(`ibis${unique()} trail maps`);
      await add.getByRole('button', { name: 'Add Keywords' }).click();
      const processing = page.getByRole('dialog', {
        name: /Initializing|Processing Keywords/,
      });
      await expect(processing).toBeVisible({ timeout: 20_000 });
      await page.waitForTimeout(400);
      await expectNoSeriousViolations(page, `processing dialog at ${viewport.name}`);
      await page.keyboard.press('Escape');
      await slowSandbox(0);

      await page.goto('/prompts');
      await settled(page);
      await openDialog(page, 'Add New Prompt', /Prompt/);
      await expectNoSeriousViolations(page, `prompt dialog at ${viewport.name}`);
      await page.keyboard.press('Escape');

      await page.goto('/users');
      await settled(page);
      await openDialog(page, 'Add New User', /User/);
      await expectNoSeriousViolations(page, `add user dialog at ${viewport.name}`);
    });
  });
}

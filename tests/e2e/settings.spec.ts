import type { Page } from '@playwright/test';
import { expect, moveServerClock, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';
import { API_STATUS_CACHE_MS } from '../../functions/src/domain/settings/api-status-service';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const statusBar = (page: Page) => page.getByRole('region', { name: 'API status' });

// In this order: saving credentials below replaces the sandbox the server starts with.
test.describe.configure({ mode: 'serial' });

test.describe('API status bar', () => {
  test('shows four connected tiles served by the sandbox, with the reason in a tooltip', async ({
    page,
    signIn,
  }) => {
    // The server caches the status for a while, and earlier specs break the sandbox on purpose (the
    // notifications spec refuses every key): the bar is checked on a status taken after they ended.
    await moveServerClock(page, API_STATUS_CACHE_MS + 1_000);
    await signIn();
    const bar = statusBar(page);
    await expect(bar.getByText('All APIs connected')).toBeVisible({ timeout: 20_000 });
    for (const tile of ['Gemini API', 'OpenAI API', 'Cloud Vision API', 'WordPress API']) {
      await expect(bar.getByText(tile, { exact: true })).toBeVisible();
    }
    await expect(bar.getByText('Sandbox', { exact: true })).toHaveCount(4);
    await expect(bar).toHaveAttribute('data-tone', 'success');

    await bar.getByText('OpenAI API', { exact: true }).hover();
    await expect(page.getByRole('tooltip')).toContainText('Served by the local sandbox');
    await screenshot(page, 'api-status-bar-1440');

    await bar.getByRole('link', { name: 'Configure' }).click();
    await expect(page).toHaveURL(/\/settings$/);

    await page.setViewportSize(PHONE);
    await expect(bar.getByText('Cloud Vision API', { exact: true })).toBeVisible();
    await screenshot(page, 'api-status-bar-390');
  });
});

test.describe('settings screen', () => {
  test('tabs follow ?tab=, and the debug button shows and hides the Debug Tools tab', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings');
    const tabs = page.getByRole('tablist', { name: 'Settings sections' });
    await expect(tabs.getByRole('tab', { name: 'API Credentials' })).toHaveAttribute('aria-selected', 'true');
    await expect(tabs.getByRole('tab', { name: 'Debug Tools' })).toHaveCount(0);
    await screenshot(page, 'settings-api-1440');

    await tabs.getByRole('tab', { name: 'WordPress Settings' }).click();
    await expect(page).toHaveURL(/\/settings\?tab=wordpress$/);
    await expect(page.getByLabel('WordPress Site URL')).toBeVisible();
    await screenshot(page, 'settings-wordpress-1440');

    await tabs.getByRole('tab', { name: 'Meta Integration' }).click();
    await expect(page).toHaveURL(/tab=meta$/);
    await expect(page.getByRole('textbox', { name: 'Meta Access Token' })).toBeVisible();
    await screenshot(page, 'settings-meta-1440');

    await tabs.getByRole('tab', { name: 'Preferences' }).click();
    await expect(page).toHaveURL(/tab=preferences$/);
    await expect(page.getByLabel('Transactional Tags Count')).toBeVisible();
    await screenshot(page, 'settings-preferences-1440');

    await page.getByRole('button', { name: 'Show Debug Tools' }).click();
    await expect(page).toHaveURL(/tab=debug$/);
    await expect(tabs.getByRole('tab', { name: 'Debug Tools' })).toHaveAttribute('aria-selected', 'true');
    await expect(page.getByRole('heading', { name: 'Process Tester' })).toBeVisible();
    await screenshot(page, 'settings-debug-1440');

    await page.getByRole('button', { name: 'Hide Debug Tools' }).click();
    await expect(tabs.getByRole('tab', { name: 'Debug Tools' })).toHaveCount(0);
    await expect(page).toHaveURL(/tab=api$/);

    // A link with tab=debug turns debug on by itself.
    await page.goto('/settings?tab=debug');
    await expect(tabs.getByRole('tab', { name: 'Debug Tools' })).toHaveAttribute('aria-selected', 'true');

    await page.setViewportSize(PHONE);
    const panelContent = {
      api: page.getByLabel('Gemini API Key', { exact: true }),
      wordpress: page.getByLabel('WordPress Site URL'),
      meta: page.getByRole('textbox', { name: 'Meta Access Token' }),
      preferences: page.getByLabel('Transactional Tags Count'),
      debug: page.getByRole('heading', { name: 'Process Tester' }),
    };
    for (const [tab, content] of Object.entries(panelContent)) {
      await page.goto(`/settings?tab=${tab}`);
      await expect(content).toBeVisible();
      await screenshot(page, `settings-${tab}-390`);
    }
  });

  test('API credentials: the contract messages, a refused stale mask, then keys saved masked', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings?tab=api');
    const form = page.getByRole('form', { name: 'API Credentials' });
    const gemini = form.getByLabel('Gemini API Key', { exact: true });
    await expect(gemini).toHaveValue('');

    await form.getByRole('button', { name: 'Save API Credentials' }).click();
    await expect(form.getByText('Gemini API Key is required')).toBeVisible();
    await expect(form.getByText('OpenAI API Key is required')).toBeVisible();
    await expect(form.getByText('Cloud Vision API Key is required')).toBeVisible();
    await screenshot(page, 'settings-api-validation-1440');

    // A value still holding mask characters that is not the saved key's mask is refused by the server.
    await gemini.fill('••••••••zzzz');
    await form.getByLabel('OpenAI API Key', { exact: true }).fill('sk-test-openai-0000000000001234');
    await form.getByLabel('Cloud Vision API Key', { exact: true }).fill('vision-test-key-000000005678');
    await form.getByRole('button', { name: 'Save API Credentials' }).click();
    await expect(toasts(page).getByText('Failed to update API credentials')).toBeVisible();
    await expect(toasts(page).getByText(/geminiApiKey: The saved value has changed/)).toBeVisible();

    await gemini.fill('gemini-test-key-00000000abcd');
    await form.getByRole('button', { name: 'Save API Credentials' }).click();
    await expect(toasts(page).getByText('API credentials updated')).toBeVisible();
    await expect(gemini).toHaveValue('••••••••abcd');

    await page.reload();
    await expect(gemini).toHaveValue('••••••••abcd');
    await expect(form.getByLabel('OpenAI API Key', { exact: true })).toHaveValue('••••••••1234');
    await expect(form.getByLabel('Cloud Vision API Key', { exact: true })).toHaveValue('••••••••5678');
    await screenshot(page, 'settings-api-saved-1440');

    // The status bar was checked again with the saved keys: no longer the sandbox.
    await expect(statusBar(page).getByText('Sandbox', { exact: true })).toHaveCount(1, { timeout: 20_000 });
  });

  test('rate limits: the field’s message, then a limit saved and put back to its default', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings?tab=api');
    const form = page.getByRole('form', { name: 'Rate limits' });
    const geminiRequests = form.getByLabel('Gemini requests / min');
    await expect(geminiRequests).toHaveValue('');
    await expect(form.getByText('Empty: 1,000', { exact: true })).toBeVisible();

    await geminiRequests.fill('0');
    await form.getByRole('button', { name: 'Save Rate Limits' }).click();
    await expect(form.getByText('Gemini requests per minute must be at least 1')).toBeVisible();

    await geminiRequests.fill('900');
    await form.getByRole('button', { name: 'Save Rate Limits' }).click();
    await expect(toasts(page).getByText('Rate limits saved')).toBeVisible();
    await page.reload();
    await expect(geminiRequests).toHaveValue('900');
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-rate-limits-1440');
    await page.setViewportSize(PHONE);
    await form.scrollIntoViewIfNeeded();
    await screenshot(page, 'settings-rate-limits-390');

    // Back to the default, so the specs after this one run unpaced as before.
    await geminiRequests.fill('');
    await form.getByRole('button', { name: 'Save Rate Limits' }).click();
    // The first save's toast went with the reload: this one is the second save's.
    await expect(toasts(page).getByText('Rate limits saved')).toBeVisible();
    await expect(geminiRequests).toHaveValue('');
    expect(await (await page.request.get('/api/settings/rate-limits')).json()).toMatchObject({
      gemini: { requestsPerMinute: null },
    });
  });

  test('WordPress settings: the contract messages, then saved with the password masked', async ({
    page,
    signIn,
  }) => {
    await signIn();
    await page.goto('/settings?tab=wordpress');
    const form = page.getByRole('form', { name: 'WordPress Settings' });
    await form.getByLabel('WordPress Site URL').fill('not a url');
    await form.getByRole('button', { name: 'Save WordPress Settings' }).click();
    await expect(form.getByText('Must be a valid URL')).toBeVisible();
    await expect(form.getByText('WordPress Username is required')).toBeVisible();
    await expect(form.getByText('WordPress App Password is required')).toBeVisible();
    await screenshot(page, 'settings-wordpress-validation-1440');

    // A closed local port: saved as given, and the status check fails fast.
    await form.getByLabel('WordPress Site URL').fill('http://127.0.0.1:9/');
    await form.getByLabel('WordPress Username').fill('editor');
    await form.getByLabel('WordPress App Password', { exact: true }).fill('abcd efgh ijkl mnop qrst wxyz');
    await form.getByRole('button', { name: 'Save WordPress Settings' }).click();
    await expect(toasts(page).getByText('WordPress credentials updated')).toBeVisible();

    await page.reload();
    await expect(form.getByLabel('WordPress Site URL')).toHaveValue('http://127.0.0.1:9');
    await expect(form.getByLabel('WordPress Username')).toHaveValue('editor');
    await expect(form.getByLabel('WordPress App Password', { exact: true })).toHaveValue('••••••••wxyz');
    const wordpressTile = statusBar(page).getByRole('listitem').filter({ hasText: 'WordPress API' });
    await expect(wordpressTile).toHaveAttribute('data-connected', 'false', { timeout: 20_000 });
    await expect(statusBar(page)).toHaveAttribute('data-tone', 'error');
    await screenshot(page, 'settings-wordpress-saved-1440');
  });
});

test.describe('preferences', () => {
  test('the contract bounds, then saved per user and shown on both screens', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/preferences');
    const form = page.getByRole('form', { name: 'Preferences' });
    const transactional = form.getByLabel('Transactional Tags Count');
    const navigational = form.getByLabel('Navigational Tags Count');
    const variants = form.getByLabel('Variants Count');
    await expect(transactional).toHaveValue('4');
    await expect(navigational).toHaveValue('3');
    await expect(variants).toHaveValue('3');

    await transactional.fill('0');
    await navigational.fill('11');
    await variants.fill('');
    await form.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(form.getByText('Number must be greater than or equal to 1')).toBeVisible();
    await expect(form.getByText('Number must be less than or equal to 10')).toBeVisible();
    await expect(form.getByText('Required')).toBeVisible();
    await variants.fill('6');
    await form.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(form.getByText('Number must be less than or equal to 5')).toBeVisible();
    await screenshot(page, 'preferences-validation-1440');

    await transactional.fill('6');
    await navigational.fill('2');
    await variants.fill('0');
    await form.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toasts(page).getByText('Preferences saved')).toBeVisible();

    await page.reload();
    await expect(transactional).toHaveValue('6');
    await expect(navigational).toHaveValue('2');
    await expect(variants).toHaveValue('0');
    await page.goto('/settings?tab=preferences');
    await expect(form.getByLabel('Transactional Tags Count')).toHaveValue('6');
    await page.setViewportSize(PHONE);
    await page.goto('/preferences');
    await screenshot(page, 'preferences-390');

    // Back to the defaults, which the Add Keywords dialog of other tests starts from.
    await transactional.fill('4');
    await navigational.fill('3');
    await variants.fill('3');
    await form.getByRole('button', { name: 'Save Preferences' }).click();
    await expect(toasts(page).getByText('Preferences saved')).toBeVisible();
  });
});

import type { APIRequestContext, Page } from '@playwright/test';
import { expect, PHONE, screenshot, screenshotAtBothWidths, test, WIDE } from './fixtures';

const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;
/** The bell, whatever its count: "Notifications" or "Notifications, 2 unread" (not the toast region). */
const bell = (page: Page) => page.getByRole('button', { name: /^Notifications(, \d+ unread)?$/ });
/** The bell's poll is 30 s: a new notification shows within one poll after the run ends. */
const ONE_POLL = 45_000;

async function setKnobs(request: APIRequestContext, knobs: object) {
  const response = await request.put('/local/sandbox-knobs', { data: knobs });
  expect(response.status(), 'the e2e server mounts /local/sandbox-knobs (SANDBOX_CONTROL=1)').toBe(204);
}

test.describe('notifications', () => {
  test.afterEach(async ({ request }) => setKnobs(request, {}));

  test('a batch whose keywords fail turns the dot red, its notification opens the errors, and read-all clears it', async ({
    page,
    request,
    signIn,
  }) => {
    test.setTimeout(180_000);
    await signIn();
    await page
      .getByRole('button', { name: /^Notifications/ })
      .first()
      .waitFor();
    // Start from nothing unread, whatever earlier specs raised.
    await bell(page).click();
    const menu = page.getByRole('menu');
    const markAll = menu.getByRole('button', { name: 'Mark all as read' });
    if (await markAll.isEnabled()) await markAll.click();
    await page.keyboard.press('Escape');
    await expect(bell(page)).toHaveAccessibleName('Notifications');

    // Both text services refuse their key: every keyword of the batch fails at its first step.
    await setKnobs(request, { gemini: { unauthorized: true }, openai: { unauthorized: true } });
    const word = `heron${unique()}`;
    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    await addDialog.getByLabel('Master Keywords').fill([`${word} waders`, `${word} decoys`].join('\n'));
    await addDialog.getByRole('button', { name: 'Add Keywords' }).click();

    // The dot turns red within one poll of the run's end. The processing dialog may still be open (a modal
    // hides the page from the accessibility tree), so the bell and the toast are looked up with it hidden.
    const unreadBell = page.getByRole('button', {
      name: /^Notifications, [1-9]\d* unread$/,
      includeHidden: true,
    });
    await expect(unreadBell).toBeAttached({ timeout: 60_000 + ONE_POLL });
    // A new error also shows as a toast.
    const toasts = page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
    const title = /finished with errors: 0 of 2 keywords completed, 2 failed/;
    await expect(toasts.getByText(title)).toBeVisible();
    await expect(page.getByRole('dialog')).toHaveCount(0, { timeout: 15_000 });
    // It goes by itself after 5 s; the menu's screenshots are taken without it over them.
    await expect(toasts.getByText(title)).toBeHidden({ timeout: 10_000 });

    await bell(page).click();
    const item = menu.getByRole('menuitem', { name: title });
    await expect(item).toBeVisible();
    await expect(item).toContainText('just now');
    await screenshot(page, 'notifications-menu-1440');
    await page.setViewportSize(PHONE);
    await screenshot(page, 'notifications-menu-390');
    await page.setViewportSize(WIDE);

    await menu.getByRole('button', { name: 'Mark all as read' }).click();
    // The open menu hides the page from the accessibility tree: the bell is looked up with it hidden.
    await expect(
      page.getByRole('button', { name: 'Notifications', exact: true, includeHidden: true }),
    ).toBeAttached();
    await item.click();
    await expect(page).toHaveURL(/\/\?status=error$/);
    await expect(bell(page)).toHaveAccessibleName('Notifications');
    await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
    const rows = page.getByRole('table', { name: 'Keywords' }).locator('tbody tr');
    await expect(rows).toHaveCount(2);
    for (const row of await rows.all()) await expect(row).toContainText('Error');

    await page.goto('/notifications');
    await expect(page.getByRole('heading', { level: 1, name: 'Notifications' })).toBeVisible();
    await expect(
      page
        .getByRole('listitem', { name: /finished with errors: 0 of 2 keywords completed, 2 failed/ })
        .first(),
    ).toBeVisible();
    await screenshotAtBothWidths(page, 'notifications-page');
  });
});

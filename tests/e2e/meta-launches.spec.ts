import {
  expect,
  PHONE,
  screenshot,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { createTrafficProfile, publishKeyword } from '#tests/support/e2e/meta-campaign-setup';

const word = `kayak${Date.now().toString(36)}`;
const keywords = [`${word} paddles`, `${word} trailers`];
const profileName = `Launch ${word}`;

test('selected articles are previewed, one headline edited, launched paused, and a campaign opened', async ({
  page,
  signIn,
}) => {
  test.setTimeout(300_000);
  await page.setViewportSize(WIDE);
  await signIn();
  for (const keyword of keywords) await publishKeyword(page, keyword);
  await createTrafficProfile(page, profileName);

  // The dashboard's keyword list: both articles selected, then the bulk action.
  await page.goto('/');
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill(word);
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(word);
  for (const keyword of keywords)
    await page.getByRole('checkbox', { name: new RegExp(`^Select .*${keyword}$`) }).check();
  await page
    .getByRole('toolbar', { name: 'Bulk actions' })
    .getByRole('button', { name: 'Launch campaigns' })
    .click();
  await expect(page.getByRole('heading', { name: 'New launch', level: 1 })).toBeVisible();

  await page.getByRole('combobox', { name: 'Ad settings profile' }).click();
  await page.getByRole('option', { name: profileName }).click();
  await page.getByRole('button', { name: 'Preview' }).click();
  const table = page.getByRole('table', { name: 'Campaigns to launch' });
  await expect(table.getByRole('button', { name: /^Edit the ad copy of / })).toHaveCount(2);
  await expect(page.getByRole('status').filter({ hasText: 'will be created' })).toHaveText(
    '2 campaigns will be created, paused',
  );

  // One headline edited on its row.
  await table
    .getByRole('button', { name: /^Edit the ad copy of / })
    .first()
    .click();
  const dialog = page.getByRole('dialog', { name: 'Edit ad copy' });
  await dialog.getByRole('textbox', { name: 'Headline' }).fill('Paddles that last a lifetime');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(table.getByText('Edited')).toBeVisible();
  await screenshotScrolledTo(page, table, 'launch-preview');

  await page.getByRole('button', { name: 'Launch 2 campaigns' }).click();
  await expect(page.getByRole('heading', { name: 'Launch of 2 campaigns' })).toBeVisible();
  const campaigns = page.getByRole('table', { name: 'Campaigns of this launch' });
  await expect(campaigns.getByRole('link')).toHaveCount(2, { timeout: 60_000 });
  await expect(page.getByText('Done', { exact: true }).first()).toBeVisible();
  await screenshotAtBothWidths(page, 'launch-detail');

  // The list shows it, and a created campaign opens on its own page with the edited headline.
  await page.goto('/meta-launches');
  await expect(page.getByRole('table', { name: 'Launches' })).toContainText(profileName);
  await page.setViewportSize(PHONE);
  await screenshot(page, 'launches-390');
  await page.setViewportSize(WIDE);
  await page.goBack();
  await campaigns.getByRole('link').first().click();
  await expect(page).toHaveURL(/\/meta-campaigns\/[^/]+$/);
  await expect(page.getByText(/Paddles that last a lifetime|trailers/).first()).toBeVisible();
});

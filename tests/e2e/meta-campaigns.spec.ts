import type { Page } from '@playwright/test';
import {
  expect,
  screenshotAtBothWidths,
  screenshotScrolledTo,
  test,
  WIDE,
} from '#tests/support/e2e/fixtures';
import { headers, publishKeyword } from '#tests/support/e2e/meta-campaign-setup';

/** A word no other keyword has, which the creator's picker searches for on the server. */
const token = Date.now().toString(36);
const keyword = `trail shoes ${token}`;

/** The sandbox's Meta credentials, a published keyword and a default profile: what the creator needs. */
async function prepare(page: Page) {
  const keywordId = await publishKeyword(page, keyword);
  const profile = await page.request.post('/api/meta/ad-settings/profiles', {
    headers,
    data: {
      name: 'Traffic US',
      isDefault: true,
      defaultObjective: 'TRAFFIC',
      defaultDailyBudget: 15,
      defaultBidStrategy: 'AUTO',
      defaultCountries: ['US', 'UK'],
      defaultDeviceTypes: ['ALL'],
      defaultOsTypes: ['ALL'],
      defaultGenders: ['ALL'],
      defaultAgeMin: 21,
      defaultAgeMax: 60,
      defaultCallToAction: 'LEARN_MORE',
      defaultUtmSource: 'df',
      defaultUtmMedium: '{{adset.id}}',
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return keywordId;
}

/** The creator's four steps for `keyword` with the default profile, up to its last step. */
async function openTrackingStep(page: Page) {
  await page.goto('/meta-campaign-creator');
  await page.getByRole('textbox', { name: 'Search published articles' }).fill(token);
  await page.getByRole('button', { name: new RegExp(keyword) }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByLabel('Use default profile').check();
  await page.getByRole('combobox', { name: 'Adset Name' }).click();
  await page
    .getByRole('option', { name: /^channel_\d{5}$/ })
    .first()
    .click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue' }).click();
}

test('creates a campaign through the four steps with a profile, lists it and opens it', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await prepare(page);
  const summary = (await (await page.request.get(`/api/keywords/${keywordId}`)).json()) as {
    adTitle: string;
    adDescription: string;
  };
  // The ad's own text, as the landing URL carries it: headline, primary text, button label.
  const adText = encodeURIComponent(
    `${summary.adTitle} ${summary.adDescription} Learn more`.replace(/\s+/g, ' '),
  );

  await page.goto('/meta-campaign-creator');
  await expect(page.getByRole('heading', { level: 1, name: 'Meta Campaign Creator' })).toBeVisible();
  await expect(page.getByRole('tab', { name: 'Targeting' })).toBeDisabled();
  // The picker asks the server for the articles that match, once typing pauses.
  const searched = page.waitForRequest((request) =>
    request.url().includes(`/api/keywords/published-all?search=${token}`),
  );
  await page.getByRole('textbox', { name: 'Search published articles' }).fill(token);
  await searched;
  await expect(page.getByRole('list', { name: 'Published articles' }).getByRole('button')).toHaveCount(1);
  await page.getByRole('button', { name: new RegExp(keyword) }).click();
  await expect(page.getByRole('button', { name: new RegExp(keyword) })).toContainText('0 campaigns');
  await screenshotAtBothWidths(page, 'campaign-creator-1-content');
  await page.getByRole('button', { name: 'Continue' }).click();

  await page.getByLabel('Use default profile').check();
  await expect(page.getByRole('combobox', { name: 'Profile' })).toHaveText(/Traffic US/);
  await expect(page.getByRole('combobox', { name: 'Campaign Objective' })).toHaveText('Traffic');
  await expect(page.getByRole('combobox', { name: 'Campaign Objective' })).toHaveAttribute(
    'aria-disabled',
    'true',
  );
  await expect(page.getByLabel('Daily Budget')).toHaveValue('15');
  await page.getByRole('combobox', { name: 'Adset Name' }).click();
  await page
    .getByRole('option', { name: /^channel_\d{5}$/ })
    .first()
    .click();
  await screenshotAtBothWidths(page, 'campaign-creator-2-settings');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByRole('checkbox', { name: 'United Kingdom' })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: 'Mobile' })).toBeDisabled(); // ALL devices chosen
  await expect(page.getByRole('checkbox', { name: 'Windows' })).toBeDisabled(); // Meta has no desktop OS
  await screenshotAtBothWidths(page, 'campaign-creator-3-targeting');
  await page.getByRole('button', { name: 'Continue' }).click();

  await expect(page.getByLabel('utm_term')).toBeDisabled();
  await expect(page.getByLabel('Custom URL parameters')).toBeDisabled();
  await expect(page.getByLabel('utm_campaign')).toHaveValue(`fb_${keyword.replace(/ /g, '_')}`);
  const preview = page.getByLabel('Landing URL', { exact: true });
  await expect(preview).toContainText(`referrerAdCreative=${adText}`);
  await expect(page.getByLabel('Ad text on the landing URL')).toBeChecked();
  await expect(page.getByText(/of 2,000 characters/)).toBeVisible();
  await screenshotAtBothWidths(page, 'campaign-creator-4-tracking');
  await screenshotScrolledTo(page, preview, 'campaign-creator-4-landing-url');
  await page.getByRole('button', { name: 'Create Campaign' }).click();

  await expect(page).toHaveURL(/\/meta-campaigns$/, { timeout: 60_000 });
  const row = page.getByRole('row', { name: new RegExp(keyword.replace(/ /g, '_')) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Active')).toBeVisible();
  await page.getByPlaceholder('Search campaigns...').fill('no-such-campaign');
  await expect(page.getByText('No campaigns found')).toBeVisible();
  await page.getByPlaceholder('Search campaigns...').fill('');
  await screenshotAtBothWidths(page, 'campaigns-list');

  await row.getByRole('link', { name: 'View' }).click();
  await expect(page).toHaveURL(/\/meta-campaigns\/[0-9a-f-]{36}$/);
  await expect(page.getByRole('heading', { level: 2, name: 'Targeting' })).toBeVisible();
  // Its status in Meta, in the Campaign section (the economics card below lists it with its status too).
  await expect(page.locator('dt:text-is("Status in Meta") + dd')).toHaveText('ACTIVE');
  // The Campaign section links the keyword, and so does the economics card once it has loaded.
  await expect(page.getByRole('link', { name: keyword }).first()).toHaveAttribute('href', /\/detail\//);
  await screenshotAtBothWidths(page, 'campaign-detail');
  // The URL as Meta opens it: the article with its tags, the ad's text among them.
  const landing = page.getByLabel('Landing URL', { exact: true });
  await expect(landing).toContainText(`referrerAdCreative=${adText}`);
  await expect(landing).toContainText('utm_medium={{adset.id}}');
  await screenshotScrolledTo(page, landing, 'campaign-detail-landing-url');

  // A copy so long that the URL passes 2,000 characters: the creator warns before creation.
  const long = await page.request.patch(`/api/keywords/${keywordId}`, {
    headers,
    data: { adDescription: 'Grüße für Wanderer & Läufer! '.repeat(30).trim() },
  });
  expect(long.status(), await long.text()).toBe(200);
  await openTrackingStep(page);
  const tooLong = page.getByRole('alert').filter({ hasText: 'characters longer than Meta' });
  await expect(tooLong).toBeVisible();
  await page.getByLabel('Ad text on the landing URL').uncheck();
  await expect(page.getByLabel('Landing URL', { exact: true })).not.toContainText('referrerAdCreative');
  await expect(tooLong).toHaveCount(0);
  await page.getByLabel('Ad text on the landing URL').check();
  await screenshotScrolledTo(page, tooLong, 'campaign-creator-landing-url-too-long');
});

import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { expect, PHONE, screenshot, test } from '#tests/support/e2e/fixtures';
import { BASE_URL } from './playwright.config';

// A modal dialog hides the rest of the page (the toast region too) from the accessibility tree.
const toasts = (page: Page) => page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });
const unique = () => `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 5)}`;

/** Seeds Pending keywords through the simple page's call, which starts no processing. */
async function createKeywords(page: Page, names: string[]) {
  for (const name of names) {
    const response = await page.request.post('/api/keywords', {
      headers: { Origin: BASE_URL },
      data: { primaryTag: name, secondaryTags: ['seeded'] },
    });
    expect(response.status()).toBe(201);
  }
}

const table = (page: Page) => page.getByRole('table', { name: 'Keywords' });
const bodyRows = (page: Page) => table(page).locator('tbody tr');

async function search(page: Page, text: string) {
  await page.getByRole('searchbox', { name: 'Search keywords' }).fill(text);
  // The search reaches the URL (and the server) once typing pauses.
  await expect.poll(() => new URL(page.url()).searchParams.get('search')).toBe(text);
}

test.describe('keywords table and dialogs', () => {
  test('adds keywords through the dialog, validation messages first', async ({
    page,
    signIn,
    slowSandbox,
  }) => {
    await signIn();
    await expect(page.getByRole('heading', { level: 1, name: 'Keywright Content Generator' })).toBeVisible();
    for (const title of ['Keywords Processed', 'Articles Published', 'Ad Campaigns', 'Completed Variants']) {
      await expect(page.getByRole('region', { name: title })).toContainText('vs last month');
    }
    await expect(page.getByRole('region', { name: 'Ad Campaigns' })).toContainText('+24%');

    await page.getByRole('button', { name: 'Add Keywords' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    await expect(
      dialog.getByText('Enter keywords to process into articles, tags, and ad materials.'),
    ).toBeVisible();
    await expect(dialog.getByText(/Up to 50 keywords per batch/)).toBeVisible();
    await expect(dialog.getByLabel('Transactional Tags Count')).toHaveValue('4');
    await expect(dialog.getByLabel('Navigational Tags Count')).toHaveValue('3');
    for (const box of [
      'Generate keyword variants (3 per keyword)',
      'Publish to WordPress',
      'Generate Ad materials',
    ]) {
      await expect(dialog.getByLabel(box)).toBeChecked();
    }

    await dialog.getByLabel('Transactional Tags Count').fill('0');
    await dialog.getByLabel('Navigational Tags Count').fill('11');
    await dialog.getByRole('button', { name: 'Add Keywords' }).click();
    await expect(dialog.getByText('Please enter at least one keyword')).toBeVisible();
    await expect(dialog.getByText('Number must be greater than or equal to 1')).toBeVisible();
    await expect(dialog.getByText('Number must be less than or equal to 10')).toBeVisible();
    await screenshot(page, 'keywords-add-dialog-validation-1440');

    const word = `quokka${unique()}`;
    await dialog.getByLabel('Master Keywords').fill(`${word} hiking boots\n\n  ${word} trail maps  \n`);
    await dialog.getByLabel('Transactional Tags Count').fill('2');
    await dialog.getByLabel('Navigational Tags Count').fill('2');
    await dialog.getByLabel('Generate keyword variants (3 per keyword)').uncheck();
    await dialog.getByLabel('Publish to WordPress').uncheck();
    // The processing dialog is checked while the run goes on, so the run must outlast a slow browser.
    await slowSandbox(5_000);
    await dialog.getByRole('button', { name: 'Add Keywords' }).click();

    await expect(toasts(page).getByText('Keywords added successfully')).toBeVisible();
    await expect(toasts(page).getByText('Your keywords are now being processed.')).toBeVisible();
    await expect(dialog).toBeHidden();
    // The callback opens the processing dialog; it can carry on in the background.
    const processing = page.getByRole('dialog', { name: /Initializing|Processing Keywords/ });
    await expect(processing).toBeVisible();
    const keepGoing = processing.getByRole('button', { name: 'Continue in Background' });
    await keepGoing.click();
    await expect(processing).toBeHidden();

    await search(page, word);
    await expect(bodyRows(page)).toHaveCount(2);
    await expect(table(page)).toContainText(`${word} hiking boots`);
    await expect(table(page)).toContainText(`${word} trail maps`);
  });

  test('searches, filters, paginates, selects, exports and bulk deletes', async ({ page, signIn }) => {
    await signIn();
    const word = `zebra${unique()}`;
    // Newest first: the oldest, with quotes and a comma, ends up on page 2.
    await createKeywords(page, [
      `${word} "quoted", with comma`,
      ...Array.from({ length: 24 }, (_, index) => `${word} item ${String(index + 1).padStart(2, '0')}`),
    ]);
    await page.reload();

    await search(page, word);
    await expect(page.getByText('Showing 1 to 20 of 25 results')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(20);
    await expect(page.getByRole('button', { name: 'Previous page' })).toBeDisabled();
    await expect(page.getByRole('button', { name: 'Page 1' })).toHaveAttribute('aria-current', 'page');
    // Seeded keywords have no tags object and no URL yet.
    await expect(bodyRows(page).first()).toContainText('No tags available');
    await expect(bodyRows(page).first()).toContainText('Publishing in progress...');
    await screenshot(page, 'keywords-table-1440');

    await page.getByRole('button', { name: 'Page 2' }).click();
    await expect(page).toHaveURL(/page=2/);
    await expect(page.getByText('Showing 21 to 25 of 25 results')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(5);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeDisabled();
    // The page lives in the URL: a reload stays on it.
    await page.reload();
    await expect(page.getByText('Showing 21 to 25 of 25 results')).toBeVisible();

    // Select-all takes the current page only; the export takes the selection.
    await page.getByLabel('Select all keywords on this page').check();
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toContainText('5 selected');
    const selectedDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const selectedFile = await selectedDownload;
    expect(selectedFile.suggestedFilename()).toBe('kw-keywords.csv');
    const selectedCsv = await readFile((await selectedFile.path())!, 'utf8');
    const lines = selectedCsv.split('\r\n');
    expect(lines[0]).toBe('ID,Primary Tag,Master Keyword,Title,Status,URL');
    expect(lines).toHaveLength(7); // header, 5 records, and the empty string after the last CRLF
    expect(selectedCsv).toContain(
      `"${word} ""quoted"", with comma","${word} ""quoted"", with comma",,Pending,`,
    );
    await expect(toasts(page).getByText('5 keywords exported to CSV.')).toBeVisible();
    await page.getByRole('toolbar', { name: 'Bulk actions' }).getByRole('button', { name: 'Cancel' }).click();
    await expect(page.getByRole('toolbar', { name: 'Bulk actions' })).toBeHidden();

    // Without a selection the export takes every listed row.
    await page.getByRole('button', { name: 'Previous page' }).click();
    // The export takes the rows on screen: page 1's, once they are shown (not page 2's, still shown a moment).
    await expect(page.getByText('Showing 1 to 20 of 25 results')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(20);
    const allDownload = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Export CSV' }).click();
    const allCsv = await readFile((await (await allDownload).path())!, 'utf8');
    expect(allCsv.trimEnd().split('\r\n')).toHaveLength(21);
    await expect(toasts(page).getByText('20 keywords exported to CSV.')).toBeVisible();

    // Status filter and the Filters panel narrow the list, all in the URL.
    await page.getByRole('combobox', { name: 'Status' }).selectOption('completed');
    await expect(page).toHaveURL(/status=completed/);
    await expect(page.getByText('No keywords found. Add some keywords to get started.')).toBeVisible();
    await page.getByRole('combobox', { name: 'Status' }).selectOption('pending');
    await expect(page.getByText('Showing 1 to 20 of 25 results')).toBeVisible();
    await page.getByRole('button', { name: 'Filters' }).click();
    await page.getByLabel('Published only').check();
    await expect(page).toHaveURL(/publishedOnly=true/);
    await expect(page.getByText('No keywords found. Add some keywords to get started.')).toBeVisible();
    await screenshot(page, 'keywords-filters-1440');
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('Showing 1 to 20 of 25 results')).toBeVisible();
    // A created-date range that starts after today finds nothing; today's range finds them all.
    const createdFrom = page.getByRole('group', { name: 'Created from' });
    await createdFrom.getByRole('spinbutton').first().click();
    await page.keyboard.type('01012099');
    await expect.poll(() => new URL(page.url()).searchParams.get('createdFrom')).toBe('2099-01-01');
    await expect(page.getByText('No keywords found. Add some keywords to get started.')).toBeVisible();
    await page.getByRole('button', { name: 'Clear filters' }).click();
    await expect(page.getByText('Showing 1 to 20 of 25 results')).toBeVisible();

    // Bulk delete two rows, with its toast; the selection is cleared.
    await search(page, `${word} item 0`);
    await expect(bodyRows(page)).toHaveCount(9);
    await page.getByLabel(`Select ${word} item 01`).check();
    await page.getByLabel(`Select ${word} item 02`).check();
    const bulkBar = page.getByRole('toolbar', { name: 'Bulk actions' });
    await expect(bulkBar).toContainText('2 selected');
    await bulkBar.getByRole('button', { name: 'Delete' }).click();
    await page
      .getByRole('dialog', { name: 'Delete 2 keywords?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Keywords deleted')).toBeVisible();
    await expect(toasts(page).getByText('2 keywords have been deleted.')).toBeVisible();
    await expect(bulkBar).toBeHidden();
    await expect(bodyRows(page)).toHaveCount(7);

    // A row's own delete.
    await page.getByRole('button', { name: `Delete ${word} item 03` }).click();
    await page
      .getByRole('dialog', { name: 'Delete keyword?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('The keyword has been successfully deleted.')).toBeVisible();
    await expect(bodyRows(page)).toHaveCount(6);

    await page.setViewportSize(PHONE);
    await search(page, word);
    await expect(page.getByRole('button', { name: 'Next page' })).toBeVisible();
    await expect(page.getByText(/Showing \d+ to \d+ of \d+ results/)).toBeHidden();
    await toasts(page).getByRole('button', { name: 'Close' }).click();
    await page.getByRole('navigation', { name: 'Pagination' }).scrollIntoViewIfNeeded();
    await screenshot(page, 'keywords-table-390');
  });

  test('the detail dialog shows every tab, and /detail/{id} the same', async ({ page, signIn }) => {
    await signIn();
    const word = `okapi${unique()}`;
    await createKeywords(page, [`${word} canvas tents`]);
    await page.reload();
    await search(page, word);

    // The row's edit action: title, tags and ad copy.
    await page.getByRole('button', { name: `Edit ${word} canvas tents` }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Keyword' });
    await edit.getByLabel('Title', { exact: true }).fill('Canvas Tents for Every Season');
    await edit.getByLabel('Transactional Tags').fill('buy canvas tents, bell tent sale');
    await edit.getByLabel('Ad Title').fill('Sleep Under Canvas');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toasts(page).getByText('Keyword updated')).toBeVisible();
    await expect(edit).toBeHidden();
    await expect(bodyRows(page).first()).toContainText('Canvas Tents for Every Season');
    await expect(bodyRows(page).first()).toContainText('buy canvas tents, bell tent sale');

    await page.getByRole('button', { name: `View ${word} canvas tents` }).click();
    const dialog = page.getByRole('dialog', { name: `${word} canvas tents` });
    await expect(dialog.getByRole('tab', { name: 'Overview' })).toHaveAttribute('aria-selected', 'true');
    await expect(dialog.getByText('Primary Tag')).toBeVisible();
    await expect(dialog.getByText('Canvas Tents for Every Season')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Export for Ads' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Regenerate Images' })).toBeVisible();
    // No URL yet: no Preview Article.
    await expect(dialog.getByRole('link', { name: 'Preview Article' })).toHaveCount(0);
    await screenshot(page, 'keywords-detail-1440');

    const exported = page.waitForEvent('download');
    await dialog.getByRole('button', { name: 'Export for Ads' }).click();
    const file = await exported;
    expect(file.suggestedFilename()).toMatch(/^keyword-.+-ad-export\.json$/);
    const content = JSON.parse(await readFile((await file.path())!, 'utf8')) as { keyword: string };
    expect(content.keyword).toBe(`${word} canvas tents`);

    await dialog.getByRole('tab', { name: 'Content' }).click();
    await expect(dialog.getByText('No content available')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Images' }).click();
    await expect(dialog.getByText('No images have been generated yet')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Ad Copy' }).click();
    await expect(dialog.getByLabel('Ad preview')).toBeVisible();
    await dialog.getByRole('tab', { name: 'Variants' }).click();
    await expect(dialog.getByRole('button', { name: 'Generate Variants' })).toBeVisible();

    const href = await dialog.getByRole('link', { name: 'Open in a new tab' }).getAttribute('href');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await page.goto(href!);
    await expect(page.getByRole('heading', { level: 1, name: `${word} canvas tents` })).toBeVisible();
    await expect(page.getByRole('tab', { name: 'Variants' })).toBeVisible();
    await screenshot(page, 'keywords-detail-page-1440');

    await page.setViewportSize(PHONE);
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: 'Keywright Content Generator' })).toBeVisible();
    await expect(bodyRows(page).first()).toBeVisible();
    await screenshot(page, 'keywords-dashboard-390');
    await search(page, word);
    await page.getByRole('button', { name: `View ${word} canvas tents` }).click();
    await expect(page.getByRole('dialog', { name: `${word} canvas tents` })).toBeVisible();
    await screenshot(page, 'keywords-detail-390');
    await page.getByRole('dialog').getByRole('button', { name: 'Close' }).click();
    await page.getByRole('button', { name: 'Add Keyword', exact: true }).click();
    const addDialog = page.getByRole('dialog', { name: 'Add New Keywords' });
    await expect(addDialog.getByRole('button', { name: 'Add Keywords' })).toBeEnabled();
    await page.waitForTimeout(400); // let the dialog's entry transitions settle for the picture
    await screenshot(page, 'keywords-add-dialog-390');
  });

  test('the dashboard at 1440 px', async ({ page, signIn }) => {
    await signIn();
    await expect(page.getByRole('table', { name: 'Keywords' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Process All' })).toBeVisible();
    await screenshot(page, 'keywords-dashboard-1440');
  });
});

test.describe('simple keywords page', () => {
  test('adds a keyword with secondary tags and deletes it', async ({ page, signIn }) => {
    await signIn();
    await page.goto('/keywords');
    await expect(page.getByRole('heading', { level: 1, name: 'Keywords' })).toBeVisible();
    await page.getByRole('button', { name: 'Add Keyword', exact: true }).click();
    await expect(page.getByText('Please enter a keyword')).toBeVisible();

    const word = `ibex${unique()}`;
    await page.getByLabel('Primary Keyword').fill(`  ${word} climbing rope `);
    await page.getByLabel('Secondary Tags').fill('dynamic, , static rope ,');
    await page.getByRole('button', { name: 'Add Keyword', exact: true }).click();
    const card = page.getByRole('article', { name: `${word} climbing rope` });
    await expect(card).toBeVisible();
    await expect(card.getByText('dynamic', { exact: true })).toBeVisible();
    await expect(card.getByText('static rope', { exact: true })).toBeVisible();
    await expect(card.getByText('pending', { exact: true })).toBeVisible();
    await expect(page.getByLabel('Primary Keyword')).toHaveValue('');
    await screenshot(page, 'keywords-page-1440');

    await card.getByRole('button', { name: `Delete ${word} climbing rope` }).click();
    await page
      .getByRole('dialog', { name: 'Delete keyword?' })
      .getByRole('button', { name: 'Delete' })
      .click();
    await expect(toasts(page).getByText('Keyword deleted')).toBeVisible();
    await expect(card).toBeHidden();

    await page.setViewportSize(PHONE);
    await screenshot(page, 'keywords-page-390');
  });
});

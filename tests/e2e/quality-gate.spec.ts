import { expectNoSeriousViolations } from '#tests/support/e2e/accessibility';
import { expect, screenshotAtBothWidths, test, WIDE } from '#tests/support/e2e/fixtures';
import { headers } from '#tests/support/e2e/meta-campaign-setup';

const suffix = Date.now().toString(36);
// The same words in another order: the sandbox writes near-identical articles for them.
const KEYWORDS = [`trail lamps ${suffix}`, `lamps trail ${suffix}`];

interface Stored {
  id: string;
  masterKeyword: string;
  status: string;
  articleStatus: string;
}

test('a keyword held for review: its Quality tab, approved, published', async ({ page, signIn }) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const batch = await page.request.post('/api/keywords/batch', {
    headers,
    data: {
      keywords: KEYWORDS,
      transactionalTagsCount: 2,
      navigationalTagsCount: 1,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: false,
    },
  });
  expect(batch.status()).toBe(201);
  const ids = ((await batch.json()) as { created: { id: string }[] }).created.map((keyword) => keyword.id);
  const read = async () =>
    Promise.all(
      ids.map(async (id) => (await (await page.request.get(`/api/keywords/${id}`)).json()) as Stored),
    );
  await expect
    .poll(async () => (await read()).map((keyword) => keyword.status).sort(), { timeout: 120_000 })
    .toEqual(['Completed', 'Needs review']);
  const keywords = await read();
  const held = keywords.find((keyword) => keyword.status === 'Needs review')!;
  const live = keywords.find((keyword) => keyword.status === 'Completed')!;

  // The list: the amber badge, under the "Needs review" filter value.
  await page.goto(`/?status=needs+review&search=${encodeURIComponent(suffix)}`);
  const row = page.getByRole('row', { name: new RegExp(held.masterKeyword) });
  await expect(row).toBeVisible();
  await expect(row.getByText('Needs review', { exact: true })).toBeVisible();
  await expect(row.getByText('Draft, waiting for review')).toBeVisible();
  await expect(page.getByRole('row', { name: new RegExp(live.masterKeyword) })).toBeHidden();
  await screenshotAtBothWidths(page, 'quality-list-needs-review');

  // The Quality tab: the failed check with its figure and threshold, the nearest article linked.
  await page.goto(`/detail/${held.id}`);
  await expect(page.getByText(/A quality check held the article back/)).toBeVisible();
  await page.getByRole('tab', { name: 'Quality' }).click();
  const checks = page.getByRole('table', { name: 'Quality checks' });
  const duplicate = checks.getByRole('row', { name: /Near-duplicate/ });
  await expect(duplicate).toContainText('failed');
  await expect(duplicate).toContainText('below 60%');
  await expect(duplicate.getByText(`similar to "${live.masterKeyword}"`, { exact: false })).toBeVisible();
  await expect(duplicate.getByRole('link', { name: live.masterKeyword })).toHaveAttribute(
    'href',
    `/detail/${live.id}`,
  );
  await expect(checks.getByRole('row', { name: /Readability/ })).toContainText('passed');
  // The SEO title and meta description the article step wrote, within their limits.
  await expect(checks.getByRole('row', { name: /SEO title length/ })).toContainText('passed');
  await expect(checks.getByRole('row', { name: /Meta description length/ })).toContainText('120–160');
  await expect(page.getByText('SEO Title', { exact: true })).toBeVisible();
  await expect(page.getByText(/explained: how to choose well/)).toBeVisible();
  await screenshotAtBothWidths(page, 'quality-tab-held');
  await expectNoSeriousViolations(page, 'the Quality tab of a keyword held for review');

  // Approve and publish: the draft goes live as it is.
  await page.getByRole('button', { name: 'Approve and publish' }).click();
  await expect(page.getByText('Publishing started', { exact: true })).toBeVisible();
  await expect
    .poll(async () => (await read()).find((keyword) => keyword.id === held.id)?.articleStatus, {
      timeout: 60_000,
    })
    .toBe('published');
  await page.reload();
  await page.getByRole('tab', { name: 'Quality' }).click();
  await expect(page.getByText(/^Approved by admin@example\.com/)).toBeVisible();
  await expect(page.getByRole('button', { name: 'Approve and publish' })).toBeHidden();
  await screenshotAtBothWidths(page, 'quality-tab-approved');
});

import type { CampaignAdsResponse } from '#shared/schemas/meta-creative-refresh';
import { expect, screenshotScrolledTo, serverNow, test, WIDE } from '#tests/support/e2e/fixtures';
import { createCampaign, headers, publishKeyword, toasts } from '#tests/support/e2e/meta-campaign-setup';

const keyword = `worn boots ${Date.now().toString(36)}`;
const DAY_MS = 86_400_000;

test('a fatigued ad is refreshed from the campaign page: a new ad runs, the old one is paused', async ({
  page,
  signIn,
}) => {
  test.setTimeout(180_000);
  await page.setViewportSize(WIDE);
  await signIn();
  const keywordId = await publishKeyword(page, keyword);
  const campaign = await createCampaign(page, keywordId, { bidStrategy: 'AUTO' });
  // As Meta has them now: the page's listing is kept a minute, and an undo in the action log does not drop it.
  const adsOf = async () =>
    (await (
      await page.request.get(`/api/meta/campaigns/${campaign.id}/ads?refresh=true`)
    ).json()) as CampaignAdsResponse;
  const [ad] = (await adsOf()).ads;
  expect(ad).toBeDefined();
  // The campaign and its ad have run for two weeks (what only time makes), then the insights are refreshed.
  const since = new Date((await serverNow(page.request)) - 14 * DAY_MS).toISOString();
  for (const objectId of [campaign.campaignId, ad!.adId]) {
    const rewritten = await page.request.post('/local/meta-graph/status-history', {
      headers,
      data: { objectId, history: [{ at: since, status: 'ACTIVE' }] },
    });
    expect(rewritten.status(), await rewritten.text()).toBe(204);
  }
  expect((await page.request.post('/api/meta/insights/refresh', { headers })).status()).toBe(200);

  await page.goto(`/meta-campaigns/${campaign.id}`);
  const card = page.getByRole('region', { name: 'Ads and fatigue' });
  const oldAd = card.getByRole('listitem', { name: `Ad ${ad!.name}`, exact: true });
  await expect(oldAd.getByText('Fatigued', { exact: true })).toBeVisible();
  await expect(oldAd.getByText('CTR first 7 days')).toBeVisible();
  await expect(oldAd.getByText(/^Fatigued: CTR \d+(\.\d)?% below its first 7 days/)).toBeVisible();
  // Meta's listing is a minute old at most; an admin may ask for it again now.
  await expect(card.getByText(/^As Meta listed them at \d\d:\d\d [AP]M/)).toBeVisible();
  await card.getByRole('button', { name: 'Read again from Meta' }).click();
  await expect(card.getByRole('button', { name: 'Read again from Meta' })).toBeEnabled();
  await screenshotScrolledTo(page, card, 'campaign-ads-fatigued');

  await oldAd.getByRole('button', { name: 'Refresh creative' }).click();
  const dialog = page.getByRole('dialog', { name: 'Refresh creative' });
  await expect(dialog).toContainText('is paused once Meta accepts the new ad');
  await screenshotScrolledTo(page, dialog, 'campaign-ads-refresh-dialog');
  await dialog.getByRole('button', { name: 'Refresh creative' }).click();
  await expect(dialog).toBeHidden();
  await expect(toasts(page).getByText('Creative Refreshed')).toBeVisible();

  // The new ad runs, the old one is paused: one active ad in the ad set, and only the new one can be refreshed.
  await expect(card.getByRole('listitem')).toHaveCount(2);
  await expect(oldAd.getByText('PAUSED', { exact: true })).toBeVisible();
  await expect(oldAd.getByRole('button', { name: 'Refresh creative' })).toHaveCount(0);
  const { ads } = await adsOf();
  expect(ads.filter((entry) => entry.status === 'ACTIVE')).toHaveLength(1);
  expect(ads.find((entry) => entry.adId === ad!.adId)?.status).toBe('PAUSED');
  await expect(card.getByRole('button', { name: 'Refresh creative' })).toHaveCount(1);
  await screenshotScrolledTo(page, card, 'campaign-ads-refreshed');

  // The action log has it with the old and the new ad; its undo runs the old ad again and pauses the new one.
  await page.goto('/meta-rules/log');
  const entry = page
    .getByRole('list', { name: 'Action log' })
    .getByRole('listitem')
    .filter({ hasText: campaign.campaignName })
    .first();
  await expect(entry).toContainText('Refresh creative (campaign page)');
  await expect(entry).toContainText(`ad ${ad!.adId}`);
  await expect(entry).toContainText('→ ad ');
  await screenshotScrolledTo(page, entry, 'campaign-ads-refresh-log');
  await entry.getByRole('button', { name: /^Undo / }).click();
  await page.getByRole('dialog', { name: 'Undo action' }).getByRole('button', { name: 'Undo' }).click();
  await expect(toasts(page).getByText('Action undone')).toBeVisible();
  await expect
    .poll(async () => (await adsOf()).ads.find((entry) => entry.adId === ad!.adId)?.status)
    .toBe('ACTIVE');
  expect((await adsOf()).ads.filter((entry) => entry.status === 'ACTIVE')).toHaveLength(1);
});

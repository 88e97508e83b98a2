import { randomUUID } from 'node:crypto';
import type { Page } from '@playwright/test';
import { BASE_URL } from '../../e2e/playwright.config';
import { expect } from './fixtures';

/** The API refuses state-changing calls without the app's own Origin. */
export const headers = { Origin: BASE_URL };

export const toasts = (page: Page) =>
  page.getByRole('region', { name: 'Notifications (F8)', includeHidden: true });

/** The sandbox's Meta credentials and a published keyword: resolves the keyword's id. */
export async function publishKeyword(page: Page, keyword: string): Promise<string> {
  expect((await page.request.post('/api/meta/use-sandbox', { headers })).status()).toBe(200);
  const batch = await page.request.post('/api/keywords/batch', {
    headers,
    data: {
      keywords: [keyword],
      transactionalTagsCount: 4,
      navigationalTagsCount: 3,
      generateVariants: false,
      publishToWordPress: true,
      generateAds: true,
    },
  });
  expect(batch.status()).toBe(201);
  const keywordId = ((await batch.json()) as { created: { id: string }[] }).created[0]?.id ?? '';
  await expect
    .poll(
      async () => {
        const search = encodeURIComponent(keyword);
        const body = (await (
          await page.request.get(`/api/keywords/published-all?search=${search}`)
        ).json()) as {
          keywords: { id: string }[];
        };
        return body.keywords.some((entry) => entry.id === keywordId);
      },
      { timeout: 90_000 },
    )
    .toBe(true);
  return keywordId;
}

export interface Created {
  id: string;
  campaignId: string;
  campaignName: string;
}

/** One campaign for the keyword through `POST /api/meta/campaigns`, on the next free adset name. */
export async function createCampaign(
  page: Page,
  keywordId: string,
  bid: { bidStrategy: 'AUTO' | 'BID_CAP'; bidAmount?: number },
): Promise<Created> {
  const names = (await (await page.request.get('/api/adset-names')).json()) as {
    availableNames: { adset_name: string }[];
  };
  const pages = (await (await page.request.get('/api/meta/pages')).json()) as { pages: { id: string }[] };
  const created = await page.request.post('/api/meta/campaigns', {
    headers,
    data: {
      requestId: randomUUID(),
      useDefaultProfile: false,
      keywordId,
      campaignObjective: 'OUTCOME_TRAFFIC',
      dailyBudget: 12.5,
      useCBO: false,
      adsetName: names.availableNames[0]?.adset_name,
      ...bid,
      countries: ['US'],
      deviceTypes: ['ALL'],
      osTypes: ['ALL'],
      genders: ['ALL'],
      ageMin: 18,
      ageMax: 65,
      useCustomUrlParams: false,
      pageId: pages.pages[0]?.id,
      callToAction: 'LEARN_MORE',
      urlParameters: { utm_source: 'df' },
    },
  });
  expect(created.status(), await created.text()).toBe(201);
  const { id, campaignId } = (await created.json()) as { id: string; campaignId: string };
  const detail = (await (await page.request.get(`/api/meta/campaigns/${id}`)).json()) as {
    campaignName: string;
  };
  return { id, campaignId, campaignName: detail.campaignName };
}

/** A traffic profile ($14 a day, US) on the sandbox's Meta page through the API: its id. */
export async function createTrafficProfile(page: Page, name: string): Promise<string> {
  const pages = (await (await page.request.get('/api/meta/pages')).json()) as { pages: { id: string }[] };
  const profile = await page.request.post('/api/meta/ad-settings/profiles', {
    headers,
    data: {
      name,
      defaultObjective: 'TRAFFIC',
      defaultDailyBudget: 14,
      defaultBidStrategy: 'AUTO',
      defaultCountries: ['US'],
      defaultDeviceTypes: ['ALL'],
      defaultPageId: pages.pages[0]?.id,
    },
  });
  expect(profile.status(), await profile.text()).toBe(201);
  return ((await profile.json()) as { id: string }).id;
}

// @vitest-environment jsdom
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignDetail } from '#shared/schemas/meta-campaigns';
import { renderInApp } from '#tests/support/web/render-in-app';
import { CampaignDetailView } from './campaign-detail-view';

const campaign: CampaignDetail = {
  id: 'copy-record',
  keywordId: 'keyword-1',
  campaignName: 'kw_hiking_boots_00002',
  status: 'ACTIVE',
  adTitle: 'Shop Hiking Boots Today',
  adDescription: 'Looking for hiking boots?',
  createdAt: '2026-11-24T13:00:00.000Z',
  settings: {
    campaignId: '120210000000000005',
    adsetId: '120210000000000006',
    imageHash: 'hash',
    creativeId: '120210000000000007',
    adId: '120210000000000008',
    adAccountId: '4927999',
    adsetName: 'channel_00002',
    objective: 'OUTCOME_TRAFFIC',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    dailyBudget: 12.5,
    currency: 'USD',
    useCBO: false,
    optimizationGoal: 'LINK_CLICKS',
    callToAction: 'LEARN_MORE',
    pageId: 'page-1',
    link: 'https://example.com/hiking-boots',
    urlTags: 'channel=channel_00002',
    urlParameters: {},
    targeting: {},
  },
};

function renderView(detail: CampaignDetail) {
  // The economics card's request never answers: it stays loading.
  renderInApp(
    () => <CampaignDetailView campaign={detail} />,
    () => new Promise<never>(() => {}),
  );
}

/** Answers the keyword economics request with `body`; every other request (the ads card's...) stays loading. */
const economicsOnly =
  (body: object): typeof fetch =>
  async (input) =>
    String(input).includes('/economics') ? Response.json(body) : new Promise<never>(() => {});

/** The value shown beside a label of the Campaign section, or null without that row. */
async function campaignValue(label: string) {
  const section = (await screen.findByRole('heading', { name: 'Campaign' })).parentElement!;
  const term = within(section).queryByText(label, { selector: 'dt' });
  return term?.nextElementSibling ?? null;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampaignDetailView, "Duplicate of"', () => {
  it("links a copy to its source's page when the source is one of our records", async () => {
    renderView({
      ...campaign,
      duplicateOf: {
        campaignId: '120210000000000001',
        id: 'source-record',
        campaignName: 'kw_hiking_boots_00001',
      },
    });
    const value = (await campaignValue('Duplicate of'))!;
    const link = within(value as HTMLElement).getByRole('link', { name: 'kw_hiking_boots_00001' });
    expect(link.getAttribute('href')).toBe('/meta-campaigns/source-record');
  });

  it("shows Meta's campaign id alone, unlinked, for a source made elsewhere or whose record is gone", async () => {
    renderView({ ...campaign, duplicateOf: { campaignId: '120210000000000999' } });
    const value = (await campaignValue('Duplicate of'))!;
    expect(value.textContent).toBe('120210000000000999');
    expect(within(value as HTMLElement).queryByRole('link')).toBeNull();
  });

  it('has no such row for a campaign that is not a copy', async () => {
    renderView(campaign);
    expect(await campaignValue('Campaign ID')).not.toBeNull();
    expect(await campaignValue('Duplicate of')).toBeNull();
  });
});

describe('CampaignDetailView, stored links', () => {
  const hostile = 'javascript:alert(document.cookie)';
  const economics = {
    keywordId: 'keyword-1',
    masterKeyword: 'hiking boots',
    title: 'Hiking Boots',
    articleUrl: hostile,
    prompts: [],
    aiCost: { total: 0, lines: [], unpriced: [] },
    since: '2026-11-01',
    until: '2026-11-24',
    campaigns: [],
    totals: { spend: 0, revenue: 0, roi: '0%', netRoi: '0%' },
  };

  it('never makes a link of a stored URL that is not http(s): the campaign link, the article', async () => {
    renderInApp(
      () => (
        <CampaignDetailView campaign={{ ...campaign, settings: { ...campaign.settings, link: hostile } }} />
      ),
      economicsOnly(economics),
    );
    expect(await screen.findByText(hostile)).toBeTruthy(); // the campaign's link, as text
    expect(await screen.findByText('Article: Hiking Boots')).toBeTruthy(); // the economics' article, as text
    expect(document.querySelectorAll('a[href^="javascript"]')).toHaveLength(0);
  });

  it('links an http(s) one', async () => {
    renderInApp(
      () => <CampaignDetailView campaign={campaign} />,
      economicsOnly({ ...economics, articleUrl: 'https://example.com/hiking-boots' }),
    );
    const article = await screen.findByRole('link', { name: 'Hiking Boots' });
    expect(article.getAttribute('href')).toBe('https://example.com/hiking-boots');
    const link = screen.getByRole('link', { name: 'https://example.com/hiking-boots' });
    expect(link.getAttribute('href')).toBe('https://example.com/hiking-boots');
  });
});

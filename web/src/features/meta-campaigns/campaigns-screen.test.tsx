// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignRow } from '#shared/schemas/meta-campaigns';
import { renderInApp } from '#tests/support/web/render-in-app';
import { CampaignsScreen } from './campaigns-screen';

const row = (id: string, campaignName: string): CampaignRow => ({
  id,
  keywordId: `kw-${id}`,
  campaignName,
  status: 'ACTIVE',
  adTitle: 'Title',
  adDescription: 'Description',
  settings: {
    campaignId: `meta-${id}`,
    adsetId: 'adset',
    imageHash: 'hash',
    creativeId: 'creative',
    adId: 'ad',
    adAccountId: 'act',
    adsetName: 'name',
    objective: 'OUTCOME_TRAFFIC',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    dailyBudget: 10,
    currency: 'USD',
    useCBO: false,
    optimizationGoal: 'LINK_CLICKS',
    callToAction: 'LEARN_MORE',
    pageId: 'page',
    link: 'https://example.com/article',
    urlTags: '',
    urlParameters: {},
    targeting: {},
  },
  createdAt: '2026-11-20T10:00:00.000Z',
});

const SITES = [
  { id: 'primary', name: 'Main site', isDefault: true },
  { id: 'travel', name: 'Travel', isDefault: false },
];

/** The screen with these sites; the server answers one campaign per site, the list both. Returns the URLs asked. */
function renderScreen(sites: typeof SITES) {
  const asked: string[] = [];
  renderInApp(CampaignsScreen, async (input) => {
    const url = String(input);
    if (url === '/api/sites/choices') return Response.json({ sites });
    if (url.startsWith('/api/meta/campaigns?')) {
      asked.push(url);
      const site = new URL(url, 'http://x').searchParams.get('site');
      const rows = [row('c1', 'Main campaign'), row('c2', 'Travel campaign')].filter(
        (campaign) => !site || (site === 'travel') === (campaign.id === 'c2'),
      );
      return Response.json({ campaigns: rows, page: 1, hasMore: false });
    }
    return new Response('', { status: 404 });
  });
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampaignsScreen, the site filter', () => {
  it("asks for one site's campaigns when a site is chosen, and for all again with All sites", async () => {
    const asked = renderScreen(SITES);
    const select = await screen.findByRole<HTMLSelectElement>('combobox', { name: 'Site' });
    expect([...select.options].map((option) => option.text)).toEqual(['All sites', 'Main site', 'Travel']);
    expect(await screen.findByText('Main campaign')).toBeTruthy();

    fireEvent.change(select, { target: { value: 'travel' } });
    await waitFor(() => expect(screen.queryByText('Main campaign')).toBeNull());
    expect(screen.getByText('Travel campaign')).toBeTruthy();
    expect(asked.at(-1)).toBe('/api/meta/campaigns?page=1&site=travel');

    // All sites again: the first answer, every site's campaigns, asked without a site.
    fireEvent.change(select, { target: { value: '' } });
    expect(await screen.findByText('Main campaign')).toBeTruthy();
    expect(asked[0]).toBe('/api/meta/campaigns?page=1');
  });

  it('shows no site filter with one site, and asks without a site', async () => {
    const asked = renderScreen(SITES.slice(0, 1));
    expect(await screen.findByText('Travel campaign')).toBeTruthy();
    expect(screen.queryByRole('combobox', { name: 'Site' })).toBeNull();
    expect(asked).toEqual(['/api/meta/campaigns?page=1']);
  });
});

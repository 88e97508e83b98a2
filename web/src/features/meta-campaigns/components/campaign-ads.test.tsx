// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CampaignAdsResponse } from '#shared/schemas/meta-creative-refresh';
import { renderInApp } from '#tests/support/web/render-in-app';
import { CampaignAds } from './campaign-ads';

const ads: CampaignAdsResponse = {
  ads: [
    {
      adId: '120210000000000009',
      name: 'kw_boots_00002 ad',
      adsetId: '120210000000000006',
      status: 'ACTIVE',
      effectiveStatus: 'ACTIVE',
      createdTime: '2026-11-10T12:00:00+0000',
      fatigue: {
        ctrFirst: 1.5,
        ctrRecent: 0.98,
        ctrChangePercent: -34.7,
        frequency: 2.75,
        days: 14,
        fatigued: true,
        reason: 'Fatigued: CTR 34.7% below its first 7 days',
      },
    },
  ],
  readAt: '2026-11-24T14:05:00.000Z',
  thresholds: { firstDays: 7, recentDays: 3, ctrDropPercent: 25, frequency: 3, minImpressions: 1000 },
};

/** The ads as listed at `readAt`, and again (a minute later) when asked with `refresh=true`. */
function renderAds(permissions: string[]) {
  renderInApp(
    () => <CampaignAds id="record-1" />,
    async (input) => {
      const url = String(input);
      if (url.endsWith('/ads?refresh=true'))
        return Response.json({ ...ads, readAt: '2026-11-24T14:06:00.000Z' });
      if (url.endsWith('/ads')) return Response.json(ads);
      return Response.json({ id: 'u1', email: 'ann@example.com', role: 'admin', permissions });
    },
  );
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('CampaignAds', () => {
  it('shows each ad’s CTR of its first and last days, the change, frequency and the Fatigued chip', async () => {
    renderAds(['manage_meta_campaigns']);
    const ad = await screen.findByRole('listitem', { name: 'Ad kw_boots_00002 ad' });
    for (const text of ['1.50%', '0.98%', '-34.7%', '2.75', 'Fatigued'])
      expect(within(ad).getByText(text, { exact: true })).toBeTruthy();
    expect(await within(ad).findByRole('button', { name: 'Refresh creative' })).toBeTruthy();
    expect(
      screen.getByText(/25% or more below its first 7 days', or its recent frequency reaches 3/),
    ).toBeTruthy();
  });

  it('offers no Refresh creative without the permission the campaign actions need', async () => {
    renderAds(['view_dashboard']);
    const ad = await screen.findByRole('listitem', { name: 'Ad kw_boots_00002 ad' });
    expect(within(ad).getByText('Fatigued')).toBeTruthy();
    expect(within(ad).queryByRole('button', { name: 'Refresh creative' })).toBeNull();
  });

  it('says when Meta listed the ads, and lets those who manage campaigns read them again', async () => {
    renderAds(['manage_meta_campaigns']);
    const listed = await screen.findByText(/^As Meta listed them at /);
    const before = listed.textContent;

    fireEvent.click(await screen.findByRole('button', { name: 'Read again from Meta' }));

    await waitFor(() => expect(screen.getByText(/^As Meta listed them at /).textContent).not.toBe(before));
    expect(vi.mocked(fetch).mock.calls.map(([url]) => String(url))).toContain(
      '/api/meta/campaigns/record-1/ads?refresh=true',
    );
  });

  it('offers no fresh read to a role that cannot manage campaigns', async () => {
    renderAds(['view_dashboard']);
    await screen.findByText(/^As Meta listed them at /);
    expect(screen.queryByRole('button', { name: 'Read again from Meta' })).toBeNull();
  });
});

// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { presetRange } from '#shared/insights/insights-formulas';
import type { SiteEconomics } from '#shared/schemas/site-economics';
import { renderInApp } from '#tests/support/web/render-in-app';
import { SitesSummary } from './sites-summary';

const SITES = [
  { id: 'primary', name: 'Main site', isDefault: true },
  { id: 'travel', name: 'Travel', isDefault: false },
];

const economics = (since: string, until: string): SiteEconomics => ({
  since,
  until,
  sites: [
    {
      siteId: 'primary',
      name: 'Main site',
      campaigns: 2,
      spend: 20,
      revenue: 50,
      roi: '250.00%',
      aiCost: 0.0123,
      netRoi: '249.85%',
    },
    {
      siteId: 'travel',
      name: 'Travel',
      campaigns: 1,
      spend: 40,
      revenue: 10,
      roi: '25.00%',
      aiCost: 0.5,
      netRoi: '24.69%',
    },
  ],
});

/** The summary with these sites; returns the economics URLs asked for. */
function renderSummary(sites: typeof SITES) {
  const asked: string[] = [];
  renderInApp(
    () => <SitesSummary />,
    async (input) => {
      const url = String(input);
      if (url === '/api/sites/choices') return Response.json({ sites });
      if (url.startsWith('/api/economics/sites?')) {
        asked.push(url);
        const query = new URL(url, 'http://x').searchParams;
        return Response.json(economics(query.get('since')!, query.get('until')!));
      }
      return new Response('', { status: 404 });
    },
  );
  return asked;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe('SitesSummary', () => {
  it("shows each site's spend, revenue, AI cost and net ROI over the last 30 days", async () => {
    const asked = renderSummary(SITES);
    const table = await screen.findByRole('table', { name: 'Sites economics' });
    const rows = within(table)
      .getAllByRole('row')
      .map((row) => row.textContent);
    expect(rows).toEqual([
      'SiteSpendRevenueAI CostNet ROI',
      'Main site2 campaigns$20.00$50.00$0.0123249.85%',
      'Travel1 campaign$40.00$10.00$0.5024.69%',
    ]);
    const last30 = presetRange('last30', Date.now());
    expect(asked).toEqual([`/api/economics/sites?since=${last30.since}&until=${last30.until}`]);
    expect(screen.getByRole('heading', { name: 'Sites' })).toBeTruthy();
  });

  it('asks again for another range', async () => {
    const asked = renderSummary(SITES);
    await screen.findByRole('table', { name: 'Sites economics' });
    fireEvent.mouseDown(screen.getByRole('combobox'));
    fireEvent.click(await screen.findByRole('option', { name: 'Last 7 Days' }));
    const last7 = presetRange('last7', Date.now());
    await waitFor(() =>
      expect(asked.at(-1)).toBe(`/api/economics/sites?since=${last7.since}&until=${last7.until}`),
    );
  });

  it('shows nothing and asks nothing with one site', async () => {
    const asked = renderSummary(SITES.slice(0, 1));
    await waitFor(() =>
      expect(vi.mocked(fetch)).toHaveBeenCalledWith('/api/sites/choices', expect.anything()),
    );
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(screen.queryByRole('table')).toBeNull();
    expect(asked).toEqual([]);
  });
});

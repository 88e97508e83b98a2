import { describe, expect, it } from 'vitest';
import { insightRow } from '#tests/support/web/insight-row';
import { createSiteEconomics } from './site-economics';

const SITES = [
  { id: 'primary', name: 'Main' },
  { id: 'travel', name: 'Travel' },
  { id: 'empty', name: 'Empty' },
];

/** Campaigns a and b of the primary site, c of travel; d's keyword is gone (no site); e not made here. */
function economics() {
  return createSiteEconomics({
    sites: async () => SITES,
    insights: {
      read: async () => ({
        insights: [
          insightRow('a', { spend: 10, revenue: 30 }),
          insightRow('b', { spend: 5.005, revenue: 0 }),
          insightRow('c', { spend: 20, revenue: 10 }),
          insightRow('d', { spend: 99, revenue: 99 }),
          insightRow('e', { spend: 50, revenue: 1 }),
        ],
        totalRevenue: 140,
        estimatedRevenue: 0,
        lastRefreshedAt: null,
        refreshPending: false,
        refreshProblem: null,
      }),
    },
    aiCosts: {
      byCampaign: async () =>
        new Map([
          ['a', { keywordId: 'k1', aiCost: 0.2 }],
          ['b', { keywordId: 'k1', aiCost: 0.2 }],
          ['c', { keywordId: 'k2', aiCost: 0.4 }],
          // Created for travel's keyword, not delivering in the range: its AI cost share still counts.
          ['f', { keywordId: 'k3', aiCost: 1 }],
          ['d', { keywordId: 'gone', aiCost: 0 }],
        ]),
    },
    campaignSites: {
      byCampaign: async () =>
        new Map([
          ['a', 'primary'],
          ['b', 'primary'],
          ['c', 'travel'],
          ['f', 'travel'],
        ]),
    },
  });
}

describe("the sites' economics", () => {
  it("sums each site's campaigns' spend and revenue and its keywords' AI cost, every site listed", async () => {
    const body = await economics().read({ since: '2026-11-01', until: '2026-11-26' });
    expect(body).toEqual({
      since: '2026-11-01',
      until: '2026-11-26',
      sites: [
        {
          siteId: 'primary',
          name: 'Main',
          campaigns: 2,
          spend: 15.01,
          revenue: 30,
          roi: '199.87%',
          aiCost: 0.4,
          netRoi: '194.68%',
        },
        {
          siteId: 'travel',
          name: 'Travel',
          campaigns: 2,
          spend: 20,
          revenue: 10,
          roi: '50.00%',
          aiCost: 1.4,
          netRoi: '46.73%',
        },
        {
          siteId: 'empty',
          name: 'Empty',
          campaigns: 0,
          spend: 0,
          revenue: 0,
          roi: '0.00%',
          aiCost: 0,
          netRoi: '0.00%',
        },
      ],
    });
  });
});

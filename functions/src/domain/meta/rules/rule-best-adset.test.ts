import { describe, expect, it } from 'vitest';
import { type AdsetFigures, bestAdset } from './rule-best-adset';

const adset = (adsetId: string, figures: Partial<AdsetFigures>): AdsetFigures => ({
  adsetId,
  adsetName: `channel_${adsetId}`,
  spend: 0,
  revenue: 0,
  conversions: 0,
  impressions: 0,
  clicks: 0,
  ...figures,
});

// a: ROI 200%, CPC $0.50. b: ROI 300%, CPC $1.00. c: no spend, so no ROI and no CPC.
const adsets = [
  adset('a', { spend: 10, revenue: 20, clicks: 20, impressions: 1000 }),
  adset('b', { spend: 10, revenue: 30, clicks: 10, impressions: 1000 }),
  adset('c', {}),
];

describe('bestAdset', () => {
  it("ranks by the first condition's metric: highest when it asks for more, lowest when for less", () => {
    expect(bestAdset(adsets, { metric: 'roi', operator: 'gt', value: 150 })?.adsetId).toBe('b');
    expect(bestAdset(adsets, { metric: 'cpc', operator: 'lt', value: 2 })?.adsetId).toBe('a');
  });

  it('ranks by ROI for a metric without per-ad-set figures, and keeps the first when none has one', () => {
    expect(bestAdset(adsets, { metric: 'results', operator: 'lt', value: 5 })?.adsetId).toBe('b');
    expect(
      bestAdset([adset('x', {}), adset('y', {})], { metric: 'roi', operator: 'gt', value: 0 })?.adsetId,
    ).toBe('x');
  });
});

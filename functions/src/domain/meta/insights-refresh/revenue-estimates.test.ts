import { describe, expect, it } from 'vitest';
import type { ChannelRevenueDay } from '../../../ports/insights-store';
import { revenueEstimates } from './revenue-estimates';

const row = (day: string, channel: string, revenue: number, final: boolean, firstEstimate: number | null) =>
  ({
    day,
    channel,
    revenue,
    final,
    firstEstimate,
    conversions: 0,
    pageViews: 0,
    sessions: 0,
  }) as ChannelRevenueDay;

describe('revenueEstimates', () => {
  it('sums each day’s first estimates against the revenue now, over the channels with an estimate', () => {
    expect(
      revenueEstimates([
        row('2026-03-09', 'b', 60, false, 50),
        row('2026-03-08', 'a', 110, true, 100),
        row('2026-03-08', 'b', 20.5, true, 20),
        // First seen final: nothing to compare.
        row('2026-03-08', 'c', 999, true, null),
        row('2026-03-07', 'a', 10, true, null),
      ]),
    ).toEqual([
      {
        day: '2026-03-08',
        final: true,
        firstEstimate: 120,
        revenue: 130.5,
        difference: 10.5,
        differencePercent: 8.75,
        channels: 2,
      },
      {
        day: '2026-03-09',
        final: false,
        firstEstimate: 50,
        revenue: 60,
        difference: 10,
        differencePercent: 20,
        channels: 1,
      },
    ]);
  });

  it('gives no percent for a first estimate of nothing', () => {
    expect(revenueEstimates([row('2026-03-08', 'a', 5, true, 0)])[0]?.differencePercent).toBeNull();
  });
});

import { describe, expect, it } from 'vitest';
import type { ChannelRevenueDay, WarehouseRevenueDay } from '../../../ports/insights-store';
import { withFirstEstimates } from './first-estimates';

const fresh = (channel: string, revenue: number, final: boolean): WarehouseRevenueDay => ({
  day: '2026-03-09',
  channel,
  revenue,
  conversions: 1,
  pageViews: 2,
  sessions: 2,
  final,
});
const stored = (channel: string, revenue: number, firstEstimate: number | null): ChannelRevenueDay => ({
  ...fresh(channel, revenue, false),
  firstEstimate,
});

describe('withFirstEstimates', () => {
  it('keeps the first estimate stored, whatever the day now reports', () => {
    expect(withFirstEstimates([stored('a', 60, 50)], [fresh('a', 90, true)])).toEqual([
      { ...fresh('a', 90, true), firstEstimate: 50 },
    ]);
  });

  it('takes a new estimate as the first one, and a day first seen final has none', () => {
    expect(withFirstEstimates([], [fresh('a', 40, false), fresh('b', 70, true)])).toEqual([
      { ...fresh('a', 40, false), firstEstimate: 40 },
      { ...fresh('b', 70, true), firstEstimate: null },
    ]);
  });

  it('records an estimate over a stored row that had none (written before settlement was recorded)', () => {
    expect(withFirstEstimates([stored('a', 30, null)], [fresh('a', 35, false)])).toEqual([
      { ...fresh('a', 35, false), firstEstimate: 35 },
    ]);
  });
});

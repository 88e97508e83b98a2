import { describe, expect, it } from 'vitest';
import {
  addDays,
  conversionRatePercent,
  costPerClick,
  costPerMille,
  ctrPercent,
  dayIn,
  dayStartMs,
  daysOf,
  hoursInDay,
  keywordOfCampaignName,
  percentText,
  presetRange,
  revenuePerConversion,
  roiPercent,
  roundUsd,
} from './insights-formulas';

describe('insights formulas', () => {
  it('computes the contract’s ratios and never divides by zero', () => {
    expect(percentText(ctrPercent(25, 1000))).toBe('2.50%');
    expect(costPerClick(10, 4)).toBe(2.5);
    expect(costPerMille(12.34, 2000)).toBe(6.17);
    expect(percentText(roiPercent(150, 100))).toBe('150.00%');
    expect(conversionRatePercent(3, 60)).toBe(5);
    expect(revenuePerConversion(100, 3)).toBe(33.33);
    expect(ctrPercent(5, 0)).toBe(0);
    expect(costPerClick(5, 0)).toBe(0);
    expect(percentText(roiPercent(40, 0))).toBe('0.00%');
  });

  it('rounds money to cents, halves away from zero', () => {
    expect(roundUsd(1.005)).toBe(1.01);
    expect(roundUsd(0.1 + 0.2)).toBe(0.3);
    expect(roundUsd(-2.675)).toBe(-2.68);
  });

  it('reads the keyword back from {product}_{keyword}_{suffix} names', () => {
    expect(keywordOfCampaignName('kw_hiking_boots_00042')).toBe('hiking boots');
    expect(keywordOfCampaignName('kw_tents_7')).toBe('tents');
    expect(keywordOfCampaignName('Summer sale')).toBeUndefined();
    expect(keywordOfCampaignName('kw__1')).toBeUndefined();
  });
});

describe('US Eastern days', () => {
  it('gives the presets in New York’s calendar, not UTC’s', () => {
    // 03:30 UTC on 10 March is still 9 March (22:30 EST) in New York.
    const now = Date.parse('2026-03-10T03:30:00Z');
    expect(dayIn(now)).toBe('2026-03-09');
    expect(presetRange('today', now)).toEqual({ since: '2026-03-09', until: '2026-03-09' });
    expect(presetRange('yesterday', now)).toEqual({ since: '2026-03-08', until: '2026-03-08' });
    expect(presetRange('last7', now)).toEqual({ since: '2026-03-03', until: '2026-03-09' });
    expect(presetRange('last30', now)).toEqual({ since: '2026-02-08', until: '2026-03-09' });
  });

  it('starts days at 05:00Z in EST and 04:00Z in EDT, with 23 and 25 hour switch days', () => {
    expect(new Date(dayStartMs('2026-03-08')).toISOString()).toBe('2026-03-08T05:00:00.000Z');
    expect(new Date(dayStartMs('2026-03-09')).toISOString()).toBe('2026-03-09T04:00:00.000Z');
    expect(hoursInDay('2026-03-08')).toBe(23);
    expect(new Date(dayStartMs('2026-11-01')).toISOString()).toBe('2026-11-01T04:00:00.000Z');
    expect(new Date(dayStartMs('2026-11-02')).toISOString()).toBe('2026-11-02T05:00:00.000Z');
    expect(hoursInDay('2026-11-01')).toBe(25);
    expect(hoursInDay('2026-07-01')).toBe(24);
  });

  it('counts calendar days across the switches', () => {
    expect(addDays('2026-03-07', 2)).toBe('2026-03-09');
    expect(addDays('2026-11-01', 1)).toBe('2026-11-02');
    expect(daysOf({ since: '2026-10-31', until: '2026-11-02' })).toEqual([
      '2026-10-31',
      '2026-11-01',
      '2026-11-02',
    ]);
    // The last instant of the fall-back day still belongs to it, the first of the next day does not.
    expect(dayIn(dayStartMs('2026-11-02') - 1)).toBe('2026-11-01');
    expect(dayIn(dayStartMs('2026-11-02'))).toBe('2026-11-02');
  });
});

import { describe, expect, it } from 'vitest';
import { type AdDayFigures, adFatigue, FATIGUE_CTR_DROP_PERCENT, FATIGUE_FREQUENCY } from './ad-fatigue';

/** `count` days from 2026-11-01, each with these figures. */
const series = (count: number, figures: Omit<AdDayFigures, 'day'>, from = 1): AdDayFigures[] =>
  Array.from({ length: count }, (_, index) => ({
    day: `2026-11-${String(from + index).padStart(2, '0')}`,
    ...figures,
  }));
const fresh = { impressions: 2_000, reach: 1_600, linkClicks: 40 }; // 2 % CTR, frequency 1.25

describe('adFatigue', () => {
  it('needs 7 first and 3 recent days of delivery before it judges', () => {
    const nine = adFatigue(series(9, fresh));
    expect(nine).toMatchObject({ ctrFirst: 2, ctrRecent: null, fatigued: false, days: 9 });
    expect(nine.reason).toBe('Not enough data: 9 of 10 days of delivery');
    // A day without impressions is no delivery.
    const idle = adFatigue([
      ...series(9, fresh),
      { day: '2026-11-20', impressions: 0, reach: 0, linkClicks: 0 },
    ]);
    expect(idle.days).toBe(9);
  });

  it(`is fatigued once the recent CTR is ${FATIGUE_CTR_DROP_PERCENT}% below the first days', not at 24%`, () => {
    const worn = adFatigue([...series(7, fresh), ...series(3, { ...fresh, linkClicks: 30 }, 8)]);
    expect(worn).toMatchObject({ ctrFirst: 2, ctrRecent: 1.5, ctrChangePercent: -25, fatigued: true });
    expect(worn.reason).toBe('Fatigued: CTR 25% below its first 7 days');
    const holding = adFatigue([...series(7, fresh), ...series(3, { ...fresh, linkClicks: 31 }, 8)]);
    expect(holding).toMatchObject({ ctrChangePercent: -22.5, fatigued: false });
  });

  it('compares the last 3 days with the first 7, whatever lies between and whatever the order', () => {
    const middle = series(5, { ...fresh, linkClicks: 10 }, 8);
    const days = [...series(3, fresh, 13), ...middle, ...series(7, fresh)].reverse();
    expect(adFatigue(days)).toMatchObject({
      ctrFirst: 2,
      ctrRecent: 2,
      ctrChangePercent: 0,
      fatigued: false,
    });
  });

  it(`is fatigued at a recent frequency of ${FATIGUE_FREQUENCY} even while the CTR holds`, () => {
    const seen = adFatigue([...series(7, fresh), ...series(3, { ...fresh, reach: 666 }, 8)]);
    expect(seen).toMatchObject({ frequency: 3, ctrChangePercent: 0, fatigued: true });
    expect(seen.reason).toBe('Fatigued: frequency 3 (3 or more)');
    expect(adFatigue([...series(7, fresh), ...series(3, { ...fresh, reach: 700 }, 8)]).fatigued).toBe(false);
  });

  it('does not judge windows of too few impressions', () => {
    const thin = { impressions: 300, reach: 250, linkClicks: 1 };
    const result = adFatigue([...series(7, fresh), ...series(3, thin, 8)]);
    expect(result.fatigued).toBe(false);
    expect(result.reason).toContain('Not enough data: fewer than 1,000 impressions');
  });
});

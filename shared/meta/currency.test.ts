import { describe, expect, it } from 'vitest';
import { currencyOffset, fromMinorUnits, toMinorUnits } from './currency';

describe('Meta currency offsets', () => {
  it('uses 100 for currencies with cents and 1 for those Meta keeps whole', () => {
    for (const currency of ['USD', 'EUR', 'GBP', 'BRL', 'usd']) expect(currencyOffset(currency)).toBe(100);
    for (const currency of ['JPY', 'KRW', 'TWD', 'IDR', 'HUF', 'ISK', 'CLP', 'COP', 'CRC', 'PYG', 'VND'])
      expect(currencyOffset(currency)).toBe(1);
  });

  it('converts amounts to integer units and back by the offset', () => {
    expect(toMinorUnits(12.5, 'USD')).toBe(1250);
    expect(toMinorUnits(0.29, 'EUR')).toBe(29);
    expect(toMinorUnits(5000, 'JPY')).toBe(5000);
    expect(fromMinorUnits('1250', 'USD')).toBe(12.5);
    expect(fromMinorUnits(5000, 'KRW')).toBe(5000);
  });

  it('refuses values that are not numbers', () => {
    expect(() => toMinorUnits(Number.NaN, 'USD')).toThrow(RangeError);
    expect(() => fromMinorUnits('abc', 'USD')).toThrow(RangeError);
  });
});

import { describe, expect, it } from 'vitest';
import { decodeCell, decodeRows, type SnowflakeColumn } from './snowflake-cells';

const col = (type: string, scale: number | null = null): SnowflakeColumn => ({ name: 'C', type, scale });

describe('decodeCell (jsonv2, by rowType)', () => {
  it('reads FIXED as the decimal it spells, not divided by the scale', () => {
    expect(decodeCell('123.45', col('fixed', 2))).toBe(123.45);
    expect(decodeCell('42', col('fixed', 0))).toBe(42);
    expect(decodeCell('-0.5', col('FIXED', 1))).toBe(-0.5);
  });

  it('reads REAL, with its special values', () => {
    expect(decodeCell('1.5e3', col('real'))).toBe(1500);
    expect(decodeCell('inf', col('real'))).toBe(Infinity);
    expect(decodeCell('-inf', col('real'))).toBe(-Infinity);
    expect(decodeCell('NaN', col('real'))).toBeNaN();
  });

  it('reads TEXT as is, even when it looks like a number', () => {
    expect(decodeCell('00042', col('text'))).toBe('00042');
  });

  it('reads BOOLEAN', () => {
    expect(decodeCell('true', col('boolean'))).toBe(true);
    expect(decodeCell('false', col('boolean'))).toBe(false);
  });

  it('reads DATE as days since the epoch', () => {
    expect(decodeCell('0', col('date'))).toBe('1970-01-01');
    expect(decodeCell('19876', col('date'))).toBe('2024-06-02');
    expect(decodeCell('-1', col('date'))).toBe('1969-12-31');
  });

  it('reads TIME as a time of day and the TIMESTAMP types as instants', () => {
    expect(decodeCell('45296.123000000', col('time'))).toBe('12:34:56.123000000');
    expect(decodeCell('1700000000.123456789', col('timestamp_ntz'))).toEqual(new Date(1_700_000_000_123));
    expect(decodeCell('1700000000.000000000', col('timestamp_ltz'))).toEqual(new Date(1_700_000_000_000));
    // TIMESTAMP_TZ: "<epoch seconds> <offset minutes + 1440>"; 1500 is UTC+01:00, the instant is the same.
    expect(decodeCell('1700000000.000000000 1500', col('timestamp_tz'))).toEqual(new Date(1_700_000_000_000));
  });

  it('reads NULL as null, whatever the type', () => {
    for (const type of ['fixed', 'text', 'date', 'boolean', 'timestamp_ntz'])
      expect(decodeCell(null, col(type))).toBeNull();
  });

  it('names the column whose cell does not fit its type', () => {
    const columns = [{ name: 'REVENUE', type: 'fixed', scale: 2 }];
    expect(() => decodeRows([['abc']], columns)).toThrow('Column REVENUE (fixed): not a number: abc');
  });
});

import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import dayjs from 'dayjs';
import { describe, expect, it } from 'vitest';
import {
  formatAiUsd,
  formatClockTime,
  formatCompactPercent,
  formatCompactUsd,
  formatCount,
  formatDate,
  formatDateTime,
  formatDay,
  formatEasternDateTime,
  formatMoney,
  formatMonth,
  formatPercent,
  formatRatePercent,
  formatSignedPercent,
  formatTimeAgo,
  formatUsd,
  isoDayOf,
} from './format';

describe('money', () => {
  it('writes ad money in USD with 2 decimals, thousands grouped, as the rule cards and insights show it', () => {
    expect(formatUsd(1234)).toBe('$1,234.00');
    expect(formatUsd(25)).toBe('$25.00');
    expect(formatUsd(1.5)).toBe('$1.50');
    expect(formatUsd(0.125)).toBe('$0.13');
  });

  it('writes a campaign’s money in its ad account’s currency', () => {
    expect(formatMoney(12.5, 'USD')).toBe('$12.50');
    expect(formatMoney(12.5, 'EUR')).toBe('€12.50');
    expect(formatMoney(1250, 'JPY')).toBe('¥1,250');
  });

  it('keeps up to 4 decimals of an AI cost, at least 2', () => {
    expect(formatAiUsd(0.0123)).toBe('$0.0123');
    expect(formatAiUsd(0.01234)).toBe('$0.0123');
    expect(formatAiUsd(2)).toBe('$2.00');
  });

  it('shortens a chart tick', () => {
    expect(formatCompactUsd(1234)).toBe('$1.2K');
    expect(formatCompactUsd(2500)).toBe('$2.5K');
  });
});

describe('counts and percents', () => {
  it('groups thousands and keeps at most 2 decimals', () => {
    expect(formatCount(1532)).toBe('1,532');
    expect(formatCount(12)).toBe('12');
    expect(formatCount(1.256)).toBe('1.26');
  });

  it('writes a percent as the rule cards do: 1,532%, 80%, 12.5%', () => {
    expect(formatPercent(1532)).toBe('1,532%');
    expect(formatPercent(80)).toBe('80%');
    expect(formatPercent(12.5)).toBe('12.5%');
  });

  it('writes a rate with 2 decimals always, as the insights’ CTR column does: 1.50%', () => {
    expect(formatRatePercent(1.5)).toBe('1.50%');
    expect(formatRatePercent(0.976)).toBe('0.98%');
    expect(formatRatePercent(1234.5)).toBe('1,234.50%');
  });

  it('signs a change, as the stat cards show it', () => {
    expect(formatSignedPercent(24)).toBe('+24%');
    expect(formatSignedPercent(0)).toBe('+0%');
    expect(formatSignedPercent(-3)).toBe('-3%');
  });

  it('shortens a percent tick to whole percents', () => {
    expect(formatCompactPercent(149.6)).toBe('150%');
    expect(formatCompactPercent(552_300)).toBe('552.3K%');
  });
});

describe('dates', () => {
  it('writes a day, and leaves a text that is not a date as it is', () => {
    expect(formatDate('2026-01-05T10:30:00.000Z')).toBe('Jan 5, 2026');
    expect(formatDate('unknown')).toBe('unknown');
  });

  it('writes a date and time in the reader’s zone, with seconds where asked', () => {
    const at = new Date(2026, 0, 5, 9, 5, 7).toISOString();
    expect(formatDateTime(at)).toBe('Jan 5, 2026, 9:05 AM');
    expect(formatDateTime(at, { seconds: true })).toBe('Jan 5, 2026, 9:05:07 AM');
    expect(formatDateTime(undefined)).toBe('');
    expect(formatDateTime('soon')).toBe('soon');
  });

  it('writes a moment in US Eastern time, labelled EST', () => {
    expect(formatEasternDateTime('2026-11-24T09:05:00.000Z')).toBe('Nov 24, 2026, 4:05 AM EST');
  });

  it('writes the time of day of a check', () => {
    expect(formatClockTime(new Date(2026, 0, 5, 9, 5))).toBe('09:05 AM');
  });

  it('writes a calendar day the same in every time zone', () => {
    expect(formatDay('2026-11-24')).toBe('Nov 24, 2026');
    expect(formatDay('2026-01-01')).toBe('Jan 1, 2026');
  });

  it('writes a calendar month the same in every time zone', () => {
    expect(formatMonth('2026-11')).toBe('November 2026');
    expect(formatMonth('2027-01')).toBe('January 2027');
  });

  it('says how long ago a notification came, then its date from a week on', () => {
    const now = Date.parse('2026-01-10T12:00:00Z');
    const ago = (ms: number) => formatTimeAgo(new Date(now - ms).toISOString(), now);
    expect(ago(30_000)).toBe('just now');
    expect(ago(5 * 60_000)).toBe('5 min ago');
    expect(ago(3 * 3_600_000)).toBe('3 hr ago');
    expect(ago(30 * 3_600_000)).toBe('yesterday');
    expect(ago(3 * 86_400_000)).toBe('3 days ago');
    expect(ago(8 * 86_400_000)).toBe('Jan 2, 2026');
  });

  it('gives a picked day as the API’s calendar day', () => {
    expect(isoDayOf(dayjs('2026-03-07T23:30:00'))).toBe('2026-03-07');
  });
});

/** A number or date written for display by hand instead of through this module. */
const HAND_FORMATTED =
  /new Intl\.(?:NumberFormat|DateTimeFormat)|\.toLocale(?:Date|Time)?String\(|\.toFixed\(|\.format\('YYYY-MM-DD'\)/;

describe('formatting in the app', () => {
  it('goes through this module alone, so one figure reads the same on every screen', () => {
    const root = fileURLToPath(new URL('..', import.meta.url));
    const sources = (dir: string): string[] =>
      readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
        const path = join(dir, entry.name);
        if (entry.isDirectory()) return sources(path);
        return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
      });
    const offenders = sources(root)
      .map((path) => relative(root, path))
      .filter(
        (file) => file !== 'lib/format.ts' && HAND_FORMATTED.test(readFileSync(join(root, file), 'utf8')),
      );
    expect(offenders).toEqual([]);
  });
});

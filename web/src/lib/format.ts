import type { Dayjs } from 'dayjs';

/**
 * How the screens write money, counts, percents and dates: in US English for every reader, as the
 * product's money is USD ("Currency is USD with 2 decimals"). Formatters are built once: building one
 * costs about as much as rendering a table cell. The insights' own percent text (ROI, CTR, as the API
 * writes it) is `percentText` in `#shared/insights/insights-formulas`.
 */
const LOCALE = 'en-US';

const moneyFormats = new Map<string, Intl.NumberFormat>();
/** `$1,234.50`; another currency (a campaign's ad account) in its own sign, with its usual decimals. */
export function formatMoney(amount: number, currency = 'USD'): string {
  let format = moneyFormats.get(currency);
  if (!format) {
    format = new Intl.NumberFormat(LOCALE, { style: 'currency', currency });
    moneyFormats.set(currency, format);
  }
  return format.format(amount);
}

/** Ad money: `$1,234.50`. */
export const formatUsd = (amount: number) => formatMoney(amount);

const aiUsdFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 2,
  maximumFractionDigits: 4,
});
/** AI costs are fractions of a cent per call: up to 4 decimals (`$0.0123`), where ad money shows 2. */
export const formatAiUsd = (amount: number) => aiUsdFormat.format(amount);

const compactUsdFormat = new Intl.NumberFormat(LOCALE, {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});
/** A chart axis tick that a phone does not cut off: `$1.2K`. */
export const formatCompactUsd = (amount: number) => compactUsdFormat.format(amount);

const countFormat = new Intl.NumberFormat(LOCALE, { maximumFractionDigits: 2 });
/** A count or measure, thousands grouped, at most 2 decimals: `1,532`, `12.5`. */
export const formatCount = (value: number) => countFormat.format(value);

/** A percent number as the rules write it: `1,532%`, `12.5%`. */
export const formatPercent = (value: number) => `${formatCount(value)}%`;

const twoDecimalsFormat = new Intl.NumberFormat(LOCALE, {
  minimumFractionDigits: 2,
  maximumFractionDigits: 2,
});
/** A rate as the insights' CTR column writes it, always 2 decimals: `1.50%`, `0.98%`. */
export const formatRatePercent = (value: number) => `${twoDecimalsFormat.format(value)}%`;

/** A change with its sign: `+12%`, `-3%`. */
export const formatSignedPercent = (value: number) => `${value >= 0 ? '+' : ''}${formatPercent(value)}`;

const compactCountFormat = new Intl.NumberFormat(LOCALE, { notation: 'compact', maximumFractionDigits: 1 });
/** A chart axis tick in whole percents: `150%`, `1.5K%`. */
export const formatCompactPercent = (value: number) => `${compactCountFormat.format(Math.round(value))}%`;

/** A timestamp as a `Date`, or undefined when it is none (a stored value from elsewhere may not be). */
function dateOf(value: string | number | Date): Date | undefined {
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date;
}

const dateFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium' });
/** The reader's local day of a timestamp: `Jan 5, 2026`; the text itself when it is not a date. */
export function formatDate(iso: string): string {
  const date = dateOf(iso);
  return date ? dateFormat.format(date) : iso;
}

const dateTimeFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'short' });
const dateTimeSecondsFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeStyle: 'medium' });
/**
 * A timestamp in the reader's local time: `Jan 5, 2026, 10:30 AM` (with `seconds`, `10:30:15 AM`, where
 * steps seconds apart are told apart); the text itself when it is not a date, `''` for none.
 */
export function formatDateTime(iso: string | undefined, { seconds = false } = {}): string {
  if (!iso) return '';
  const date = dateOf(iso);
  if (!date) return iso;
  return (seconds ? dateTimeSecondsFormat : dateTimeFormat).format(date);
}

const easternFormat = new Intl.DateTimeFormat(LOCALE, {
  dateStyle: 'medium',
  timeStyle: 'short',
  timeZone: 'America/New_York',
});
/** A moment in the insights' US Eastern time, which the screens label EST: `Nov 24, 2026, 4:05 AM EST`. */
export const formatEasternDateTime = (iso: string) => `${easternFormat.format(new Date(iso))} EST`;

const clockFormat = new Intl.DateTimeFormat(LOCALE, { hour: '2-digit', minute: '2-digit' });
/** The reader's local time of day: `09:05 AM`. */
export const formatClockTime = (date: Date) => clockFormat.format(date);

const dayFormat = new Intl.DateTimeFormat(LOCALE, { dateStyle: 'medium', timeZone: 'UTC' });
/** A calendar day (`2026-11-24`, no time zone) as `Nov 24, 2026`. */
export const formatDay = (day: string) => dayFormat.format(new Date(`${day}T00:00:00Z`));

const monthFormat = new Intl.DateTimeFormat(LOCALE, { month: 'long', year: 'numeric', timeZone: 'UTC' });
/** A calendar month (`2026-11`, as the AI budget names its periods) as `November 2026`. */
export const formatMonth = (month: string) => monthFormat.format(new Date(`${month}-01T00:00:00Z`));

/** A date picker's day as the API's calendar day: `2026-11-24`. */
export const isoDayOf = (day: Dayjs) => day.format('YYYY-MM-DD');

/**
 * How long ago a timestamp was, as a notification shows it: `just now` under a minute, `5 min ago`,
 * `3 hr ago`, `yesterday`, `2 days ago`; from a week on, the date itself.
 */
export function formatTimeAgo(iso: string, nowMs: number = Date.now()): string {
  const date = dateOf(iso);
  if (!date) return iso;
  const minutes = Math.floor(Math.max(0, nowMs - date.getTime()) / 60_000);
  if (minutes < 1) return 'just now';
  if (minutes < 60) return `${minutes} min ago`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} hr ago`;
  const days = Math.floor(hours / 24);
  if (days < 7) return days === 1 ? 'yesterday' : `${days} days ago`;
  return formatDate(iso);
}

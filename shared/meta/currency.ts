/**
 * Meta keeps budgets and bids as integers in the account currency's smallest unit, by a per-currency
 * offset (docs/upstream/meta-marketing-api.md, "Money"): 100 for most, 1 for the currencies without minor
 * units there.
 * Never a hard-coded x100: a JPY budget of 5000 is 5000 units, not 500000.
 */
const OFFSET_ONE = new Set(['JPY', 'KRW', 'TWD', 'IDR', 'HUF', 'ISK', 'CLP', 'COP', 'CRC', 'PYG', 'VND']);

/** How many of Meta's units make one unit of `currency` (ISO 4217 code, any case). */
export function currencyOffset(currency: string): number {
  return OFFSET_ONE.has(currency.trim().toUpperCase()) ? 1 : 100;
}

/** An amount (e.g. 12.5 USD) as Meta's integer units (1250), rounded to the nearest unit. */
export function toMinorUnits(amount: number, currency: string): number {
  if (!Number.isFinite(amount)) throw new RangeError(`Not an amount: ${amount}`);
  return Math.round(amount * currencyOffset(currency));
}

/** Meta's integer units (a number or the string Graph returns) as an amount of `currency`. */
export function fromMinorUnits(units: number | string, currency: string): number {
  const value = typeof units === 'string' ? Number(units) : units;
  if (!Number.isFinite(value)) throw new RangeError(`Not an amount in minor units: ${units}`);
  return value / currencyOffset(currency);
}

import { addDays, dayStartMs } from '#shared/insights/insights-formulas';
import { DEFAULT_FINAL_AFTER_HOURS } from '#shared/meta/revenue-final-after';
import type { RevenueRow } from '../../../ports/revenue-rows';

const HOUR_MS = 3_600_000;

/**
 * Whether a day (US Eastern) counts as final by age: `afterHours` after the day ends, i.e. after the
 * next day's midnight in New York (DST days included), since partners restate the last day or two.
 */
export const finalByAge = (day: string, nowMs: number, afterHours: number): boolean =>
  nowMs >= dayStartMs(addDays(day, 1)) + afterHours * HOUR_MS;

/** A revenue row whose settlement is known. */
export type SettledRevenueRow = RevenueRow & { final: boolean };

/**
 * Every row with its settlement: the source's own flag where it gave one, else by age (`afterHours`,
 * 48 by default) at `nowMs`.
 */
export const settleByAge = (
  rows: RevenueRow[],
  nowMs: number,
  afterHours = DEFAULT_FINAL_AFTER_HOURS,
): SettledRevenueRow[] =>
  rows.map((row) =>
    row.final === undefined
      ? { ...row, final: finalByAge(row.day, nowMs, afterHours) }
      : { ...row, final: row.final },
  );

import { useQueries } from '@tanstack/react-query';
import { type DayRange, daysOf } from '#shared/insights-formulas';
import type { EnrichedInsight } from '#shared/schemas/meta-insights';
import { enrichedInsightsQueryOptions } from './get-enriched-insights';

/** The chart asks for one day at a time: more days than this would be too many requests for one look. */
export const DAILY_CHART_MAX_DAYS = 31;

export interface DailyInsights {
  days: string[];
  /** Each day's rows, in `days` order; undefined until every day has arrived. */
  rows: EnrichedInsight[][] | undefined;
  isError: boolean;
}

/**
 * The range's days, each read from `GET /api/meta/enriched-insights` as a one-day range: the API has no
 * per-day series, and the store it reads keeps days, so a day's answer is that day's figures.
 */
export function useDailyInsights(range: DayRange, enabled: boolean): DailyInsights {
  const days = enabled ? daysOf(range) : [];
  return useQueries({
    queries: days.map((day) => enrichedInsightsQueryOptions({ since: day, until: day })),
    combine: (results) => ({
      days,
      rows: results.every((result) => result.data)
        ? results.map((result) => result.data?.insights ?? [])
        : undefined,
      isError: results.some((result) => result.isError),
    }),
  });
}

import * as z from '../validation/zod';

/**
 * `GET /api/meta/revenue-estimates?since&until` (decision 039): per US Eastern day, the first estimate of
 * its revenue a refresh stored against the revenue now, over the channels whose estimate was seen (a day
 * first seen final has nothing to compare). Same range rules as the insights.
 */
export const revenueEstimateDaySchema = z.object({
  day: z.string(),
  /** Every compared channel's revenue is final; else `revenue` is the latest estimate. */
  final: z.boolean(),
  firstEstimate: z.number(),
  revenue: z.number(),
  /** `revenue` minus `firstEstimate`. */
  difference: z.number(),
  /** The difference as a percent of the first estimate; null when the estimate was 0. */
  differencePercent: z.number().nullable(),
  channels: z.number().int(),
});
export type RevenueEstimateDay = z.infer<typeof revenueEstimateDaySchema>;

export const revenueEstimatesResponseSchema = z.object({ days: z.array(revenueEstimateDaySchema) });
export type RevenueEstimatesResponse = z.infer<typeof revenueEstimatesResponseSchema>;

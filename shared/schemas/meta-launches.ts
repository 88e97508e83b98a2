import { MIN_DAILY_BUDGET } from '../meta/form-limits';
import * as z from '../validation/zod';

/** The most campaigns one launch creates (issue 33): the preview and the launch refuse more. */
export const MAX_CAMPAIGNS_PER_LAUNCH = 200;
export const TOO_MANY_CAMPAIGNS_MESSAGE = `At most ${MAX_CAMPAIGNS_PER_LAUNCH} campaigns can be launched at once`;

/** The status a launch's campaigns start in: Paused unless asked. */
export const LAUNCH_START_STATUSES = ['PAUSED', 'ACTIVE'] as const;

/** `POST /api/meta/launches/preview` (and the launch's own body): the articles, a profile, a budget. */
export const launchRequestSchema = z.object({
  keywordIds: z
    .array(z.string().trim().min(1).max(100))
    .min(1, 'Select at least one article')
    .max(MAX_CAMPAIGNS_PER_LAUNCH, TOO_MANY_CAMPAIGNS_MESSAGE),
  profileId: z.string().trim().min(1, 'Choose an ad settings profile').max(100),
  /** The daily budget of each campaign; the profile's when absent. */
  dailyBudget: z.number().min(MIN_DAILY_BUDGET, 'Budget must be at least 1').max(1_000_000).optional(),
  status: z.enum(LAUNCH_START_STATUSES).optional(),
});
export type LaunchRequest = z.infer<typeof launchRequestSchema>;

export const LAUNCH_CHECK_STATUSES = ['passed', 'warning', 'failed'] as const;
export const launchCheckSchema = z.object({
  name: z.string(),
  status: z.enum(LAUNCH_CHECK_STATUSES),
  message: z.string(),
});
export type LaunchCheck = z.infer<typeof launchCheckSchema>;

/** One campaign the launch would create, as Meta would get it; nothing is reserved or written. */
export const launchPreviewItemSchema = z.object({
  keywordId: z.string(),
  /** From the adset name pool's next free names, in order; taken only when the launch runs. */
  campaignName: z.string(),
  adsetName: z.string(),
  adTitle: z.string(),
  adDescription: z.string(),
  /** The article's URL with the tracking and ad-text parameters, as the ad opens it. */
  landingUrl: z.string(),
  pageId: z.string(),
  pixelId: z.string().nullable(),
  dailyBudget: z.number(),
  checks: z.array(launchCheckSchema),
});
export type LaunchPreviewItem = z.infer<typeof launchPreviewItemSchema>;

export const launchPreviewSchema = z.object({ items: z.array(launchPreviewItemSchema) });
export type LaunchPreview = z.infer<typeof launchPreviewSchema>;

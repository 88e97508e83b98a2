import { MIN_DAILY_BUDGET } from '../meta/form-limits';
import * as z from '../validation/zod';

/** The most campaigns one launch creates (issue 33): the preview and the launch refuse more. */
export const MAX_CAMPAIGNS_PER_LAUNCH = 200;
export const TOO_MANY_CAMPAIGNS_MESSAGE = `At most ${MAX_CAMPAIGNS_PER_LAUNCH} campaigns can be launched at once`;

/** The status a launch's campaigns start in: Paused unless asked. */
export const LAUNCH_START_STATUSES = ['PAUSED', 'ACTIVE'] as const;
export type LaunchStartStatus = (typeof LAUNCH_START_STATUSES)[number];

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
  /** The ad's primary text (Meta's `message`): the description unless edited. */
  primaryText: z.string(),
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

/** Ad copy edited on a preview row; what is absent stays the keyword's. Lengths as the keyword editor allows. */
export const launchCopyOverrideSchema = z.strictObject({
  adTitle: z.string().trim().min(1, 'The headline cannot be empty').max(300).optional(),
  adDescription: z.string().trim().min(1, 'The description cannot be empty').max(1000).optional(),
  primaryText: z.string().trim().min(1, 'The primary text cannot be empty').max(1000).optional(),
});
export type LaunchCopyOverride = z.infer<typeof launchCopyOverrideSchema>;

/** `POST /api/meta/launches`: the preview's body, the rows' edits, and the rows left out. */
export const launchCreateSchema = launchRequestSchema.extend({
  overrides: z.record(z.string(), launchCopyOverrideSchema).optional(),
  exclude: z.array(z.string().trim().min(1).max(100)).max(MAX_CAMPAIGNS_PER_LAUNCH).optional(),
});
export type LaunchCreate = z.infer<typeof launchCreateSchema>;

export const LAUNCH_STATUSES = ['running', 'done', 'partial', 'failed'] as const;
export type LaunchStatus = (typeof LAUNCH_STATUSES)[number];
export const LAUNCH_ITEM_STATUSES = ['pending', 'created', 'failed'] as const;
export type LaunchItemStatus = (typeof LAUNCH_ITEM_STATUSES)[number];
/** What started a launch: a person, or an article going live on a site that launches on go-live. */
export const LAUNCH_TRIGGERS = ['manual', 'go-live'] as const;
export type LaunchTrigger = (typeof LAUNCH_TRIGGERS)[number];

export const launchItemSchema = z.object({
  keywordId: z.string(),
  masterKeyword: z.string(),
  status: z.enum(LAUNCH_ITEM_STATUSES),
  /** The campaign's record in this product (its page), once the creation started. */
  recordId: z.string().optional(),
  /** Meta's campaign id, once created. */
  campaignId: z.string().optional(),
  campaignName: z.string().optional(),
  /** Meta's words (or ours) when it failed. */
  error: z.string().optional(),
});
export type LaunchItem = z.infer<typeof launchItemSchema>;

const launchSummaryFields = {
  id: z.string(),
  status: z.enum(LAUNCH_STATUSES),
  trigger: z.enum(LAUNCH_TRIGGERS),
  profileId: z.string(),
  profileName: z.string(),
  dailyBudget: z.number().nullable(),
  startStatus: z.enum(LAUNCH_START_STATUSES),
  total: z.number().int(),
  created: z.number().int(),
  failed: z.number().int(),
  createdBy: z.string().nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
};

/** A row of `GET /api/meta/launches`, newest first. */
export const launchSummarySchema = z.object(launchSummaryFields);
export type LaunchSummary = z.infer<typeof launchSummarySchema>;
export const launchListSchema = z.object({ launches: z.array(launchSummarySchema) });
export type LaunchList = z.infer<typeof launchListSchema>;

/** `GET /api/meta/launches/{id}`. */
export const launchDetailSchema = z.object({ ...launchSummaryFields, items: z.array(launchItemSchema) });
export type LaunchDetail = z.infer<typeof launchDetailSchema>;

export const launchCreatedSchema = z.object({ launchId: z.string() });

import * as z from '../validation/zod';

/** An ad's fatigue signal (`shared/meta/ad-fatigue.ts`). */
export const adFatigueSchema = z.object({
  ctrFirst: z.number().nullable(),
  ctrRecent: z.number().nullable(),
  ctrChangePercent: z.number().nullable(),
  frequency: z.number().nullable(),
  days: z.number().int(),
  fatigued: z.boolean(),
  reason: z.string(),
});

/** One ad of a campaign as Meta has it now, with its fatigue signal from the insights store. */
export const campaignAdSchema = z.object({
  adId: z.string(),
  name: z.string(),
  adsetId: z.string(),
  status: z.string(),
  effectiveStatus: z.string(),
  createdTime: z.string().nullable(),
  fatigue: adFatigueSchema,
});
export type CampaignAd = z.infer<typeof campaignAdSchema>;

/** `GET /api/meta/campaigns/{id}/ads`. */
export const campaignAdsResponseSchema = z.object({
  ads: z.array(campaignAdSchema),
  /** When Meta listed the ads (ISO 8601): a listing is reused for a minute unless `refresh=true`. */
  readAt: z.string(),
  /** The thresholds the chip uses, for the legend. */
  thresholds: z.object({
    firstDays: z.number().int(),
    recentDays: z.number().int(),
    ctrDropPercent: z.number(),
    frequency: z.number(),
    minImpressions: z.number().int(),
  }),
});
export type CampaignAdsResponse = z.infer<typeof campaignAdsResponseSchema>;

/**
 * `GET /api/meta/campaigns/{id}/ads` query: `refresh=true` asks Meta now rather than reusing the last
 * minute's listing (roles with manage_meta_campaigns only).
 */
export const campaignAdsQuerySchema = z.object({
  refresh: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});

/** Meta's ids are decimal strings. */
export const metaAdIdSchema = z.string().regex(/^\d{1,30}$/, 'Ad ID must be a Meta ad id (digits)');

/** `POST /api/meta/campaigns/{id}/ads/{adId}/refresh-creative`: a new image too, or the ad's own image. */
export const refreshCreativeRequestSchema = z.object({
  newImage: z.boolean({ error: () => 'newImage must be true or false' }).default(false),
});

export const refreshCreativeResponseSchema = z.object({
  message: z.string(),
  oldAdId: z.string(),
  newAdId: z.string(),
  adTitle: z.string(),
  adDescription: z.string(),
  /** The action log's entry, which can be undone. */
  entryId: z.string(),
});
export type RefreshCreativeResponse = z.infer<typeof refreshCreativeResponseSchema>;

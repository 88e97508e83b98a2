import * as z from '../validation/zod';

/** One step's calls to one model, and what they cost (null: the model has no price, so it is unpriced). */
export const aiCostLineSchema = z.object({
  step: z.string(),
  model: z.string(),
  provider: z.string().nullable(),
  calls: z.number().int(),
  inputTokens: z.number().int(),
  outputTokens: z.number().int(),
  images: z.number().int(),
  cost: z.number().nullable(),
});
export type AiCostLine = z.infer<typeof aiCostLineSchema>;

/** A keyword's generation cost in USD, by step and model; `unpriced` names models without a price. */
export const aiCostSchema = z.object({
  total: z.number(),
  lines: z.array(aiCostLineSchema),
  unpriced: z.array(z.string()),
});
export type AiCost = z.infer<typeof aiCostSchema>;

/** A prompt the pipeline used for the keyword: its category, id and (while it exists) its name. */
export const usedPromptSchema = z.object({
  category: z.string(),
  id: z.string(),
  name: z.string().nullable(),
});
export type UsedPrompt = z.infer<typeof usedPromptSchema>;

/** One campaign of the keyword over the range, from the insights store; ROI and net ROI as percent texts. */
export const keywordCampaignEconomicsSchema = z.object({
  /** The campaign record's id (`/meta-campaigns/{id}`). */
  id: z.string(),
  /** Meta's campaign id (the insights row's `campaign_id`). */
  campaignId: z.string(),
  campaignName: z.string(),
  status: z.string(),
  spend: z.number(),
  revenue: z.number(),
  roi: z.string(),
  /** The campaign's share of the keyword's AI cost (decision 022). */
  aiCost: z.number(),
  netRoi: z.string(),
});
export type KeywordCampaignEconomics = z.infer<typeof keywordCampaignEconomicsSchema>;

/** `GET /api/keywords/{id}/economics?since&until`. */
export const keywordEconomicsSchema = z.object({
  keywordId: z.string(),
  masterKeyword: z.string(),
  title: z.string().nullable(),
  articleUrl: z.string().nullable(),
  prompts: z.array(usedPromptSchema),
  aiCost: aiCostSchema,
  since: z.string(),
  until: z.string(),
  campaigns: z.array(keywordCampaignEconomicsSchema),
  /** The campaigns' sums over the range; the AI cost counted once for the keyword. */
  totals: z.object({ spend: z.number(), revenue: z.number(), roi: z.string(), netRoi: z.string() }),
});
export type KeywordEconomics = z.infer<typeof keywordEconomicsSchema>;

import * as z from '../validation/zod';

/**
 * What one model (or service) charges, in USD. Text is priced per million tokens in and out. An image model
 * that reports tokens is priced by them; `perImage` prices images whose call reported no tokens, and
 * services billed per image (Cloud Vision) use only `perImage`.
 */
export const aiModelPriceSchema = z.object({
  provider: z.string().min(1).optional(),
  inputPerMillion: z.number().min(0).optional(),
  outputPerMillion: z.number().min(0).optional(),
  perImage: z.number().min(0).optional(),
});
// Strict in configuration, so a misspelt field fails at start instead of silently keeping the default.
const configuredPriceSchema = aiModelPriceSchema.strict();
export type AiModelPrice = z.infer<typeof aiModelPriceSchema>;

/** Prices by the model name the usage records (or the provider's name when a call has no model). */
export const aiPriceTableSchema = z.record(z.string().min(1), aiModelPriceSchema);
export type AiPriceTable = z.infer<typeof aiPriceTableSchema>;

/** `AI_PRICES`: a JSON object of prices by model, e.g. `{"gpt-4.1-mini":{"outputPerMillion":1.2}}`. */
export const aiPricesConfigSchema = z
  .string()
  .transform((text, context) => {
    try {
      return JSON.parse(text) as unknown;
    } catch {
      context.addIssue({ code: 'custom', message: 'Expected a JSON object of prices by model' });
      return z.NEVER;
    }
  })
  .pipe(z.record(z.string().min(1), configuredPriceSchema));

/**
 * Public list prices (standard tier, no batch or cache discounts, no free tiers), read 2026-11-24 from the
 * vendors' pricing pages as quoted by https://deploybase.ai/articles/gpt-4.1-pricing (OpenAI API pricing,
 * March 2026), https://deploybase.ai/articles/gemini-2.5-pricing (ai.google.dev/gemini-api/docs/pricing,
 * March 2026), https://www.burncloud.com/aiapi-detail/gpt-image-1.html (OpenAI gpt-image-1) and
 * https://cloud.google.com/vision/pricing. The pipeline's calls: `gpt-4.1-mini` and `gemini-2.5-flash` for
 * text (Gemini's thinking tokens are recorded as output and billed as output), `gpt-image-1` at 1024x1024
 * medium quality (text in $5, image out $40 per million tokens; $0.042 an image by the per-image table), and
 * Cloud Vision with SafeSearch plus labels per image ($1.50 per 1,000 label units; SafeSearch is free with
 * labels). Overridable per model through configuration (`AI_PRICES`, see decision 022).
 */
export const DEFAULT_AI_PRICES: AiPriceTable = {
  'gpt-4.1-mini': { provider: 'openai', inputPerMillion: 0.4, outputPerMillion: 1.6 },
  'gemini-2.5-flash': { provider: 'gemini', inputPerMillion: 0.3, outputPerMillion: 2.5 },
  'gpt-image-1': { provider: 'openai', inputPerMillion: 5, outputPerMillion: 40, perImage: 0.042 },
  vision: { provider: 'vision', perImage: 0.0015 },
};

/** The defaults with each overridden model's fields replaced; a model absent from the defaults is added. */
export function withPriceOverrides(
  defaults: AiPriceTable,
  overrides: AiPriceTable | undefined,
): AiPriceTable {
  const table: AiPriceTable = { ...defaults };
  for (const [model, price] of Object.entries(overrides ?? {})) table[model] = { ...table[model], ...price };
  return table;
}

/**
 * The price of a recorded model name. Providers answer with dated snapshots (`gpt-4.1-mini-2025-04-14`), so
 * the longest priced name the recorded one starts with applies; undefined when none does.
 */
export function priceOf(table: AiPriceTable, model: string): AiModelPrice | undefined {
  const exact = table[model];
  if (exact) return exact;
  const prefix = Object.keys(table)
    .filter((name) => model.startsWith(`${name}-`))
    .sort((a, b) => b.length - a.length)[0];
  return prefix === undefined ? undefined : table[prefix];
}

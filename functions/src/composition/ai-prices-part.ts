import { aiPricesConfigSchema } from '#shared/economics/ai-prices';

/**
 * AI prices replacing the defaults per model, as JSON (decision 022): a part of the configuration
 * (`config-parts.ts`) in a module of its own, so only the functions that read it bundle its schema.
 */
export const aiPrices = () => ({ AI_PRICES: aiPricesConfigSchema.optional() });

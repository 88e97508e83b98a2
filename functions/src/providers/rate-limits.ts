import { IMAGE_MODEL } from '#shared/product/constants';
import { TEXT_MODELS } from './models';

/** A model's limits per minute under one account; each one absent is not paced. */
export interface RateLimits {
  requestsPerMinute?: number;
  tokensPerMinute?: number;
  imagesPerMinute?: number;
}

/** Cloud Vision's model name in limit keys: it has one. */
export const VISION_MODEL = 'vision';

/**
 * The limits each model starts from on a real account: the providers' first paid tier, as their pages
 * give them (docs/upstream/rate-limits.md). A higher tier's account sets its own in Settings; a lower
 * limit a provider announces in its answers wins over either.
 */
export const DEFAULT_RATE_LIMITS: Readonly<Record<string, RateLimits>> = {
  [TEXT_MODELS.openai]: { requestsPerMinute: 500, tokensPerMinute: 200_000 },
  [TEXT_MODELS.gemini]: { requestsPerMinute: 1_000, tokensPerMinute: 1_000_000 },
  [IMAGE_MODEL]: { imagesPerMinute: 5 },
  [VISION_MODEL]: { requestsPerMinute: 1_800 },
};

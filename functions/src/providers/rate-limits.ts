import { IMAGE_MODEL } from '#shared/product/constants';
import type { RateLimitedService } from '#shared/schemas/rate-limits';
import { TEXT_MODELS } from './models';

/** Cloud Vision's model name in limit keys: it has one. */
export const VISION_MODEL = 'vision';

/** Which of Settings' rate limits paces each model the product calls. */
export const LIMITED_SERVICE_OF_MODEL: Readonly<Record<string, RateLimitedService>> = {
  [TEXT_MODELS.gemini]: 'gemini',
  [TEXT_MODELS.openai]: 'openaiText',
  [IMAGE_MODEL]: 'openaiImages',
  [VISION_MODEL]: 'vision',
};

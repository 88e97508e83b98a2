/** Business constants and limits (docs/contract.md#constants), which the API and the screens both keep. */

export const TAG_COUNT_MIN = 1;
export const TAG_COUNT_MAX = 10;
export const DEFAULT_TRANSACTIONAL_TAGS = 4;
export const DEFAULT_NAVIGATIONAL_TAGS = 3;
export const VARIANTS_MIN = 0;
export const VARIANTS_MAX = 5;
/** Variants per keyword when its batch names no count, and the Variants Count preference's default. */
export const VARIANTS_PER_KEYWORD = 3;
export const MAX_KEYWORDS_PER_BATCH = 50;
/** "More like this" (decision 053): suggestions asked by default; at most as many as one batch adds. */
export const RELATED_KEYWORDS_DEFAULT = 10;
export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORDS_PAGE_SIZE = 20;

export const IMAGE_MODEL = 'gpt-image-1';

/** The spec's business constants and limits. */

export const TAG_COUNT_MIN = 1;
export const TAG_COUNT_MAX = 10;
export const DEFAULT_TRANSACTIONAL_TAGS = 4;
export const DEFAULT_NAVIGATIONAL_TAGS = 3;
export const VARIANTS_MIN = 0;
export const VARIANTS_MAX = 5;
export const DEFAULT_VARIANTS = 3;
export const VARIANTS_PER_KEYWORD = 3;
export const MAX_KEYWORDS_PER_BATCH = 50;
export const KEYWORD_MIN_LENGTH = 3;
export const KEYWORDS_PAGE_SIZE = 20;
export const MAX_PAGE_BUTTONS = 5;

export const API_STATUS_POLL_MS = 300_000;
export const PROCESSING_POLL_MS = 2_000;
export const PROCESSING_AUTO_CLOSE_MS = 3_000;

export const MOBILE_DRAWER_WIDTH = 280;
export const TOOLTIP_ENTER_DELAY_MS = 700;
export const SELECT_MAX_HEIGHT = 300;
export const SCROLL_HIDE_DELAY_MS = 600;
export const PROGRESS_MAX = 100;

export const TOAST_LIMIT = 1;
export const TOAST_REMOVE_DELAY_MS = 1_000_000;
export const TOAST_DURATION_MS = 5_000;
export const TOAST_SWIPE_THRESHOLD_PX = 50;
export const TOAST_HOTKEY = 'F8';

/** "vs last month" changes on the dashboard stat cards: fixed by the spec, not computed. */
export const DASHBOARD_CHANGES = {
  keywordsProcessed: 12,
  articlesPublished: 8,
  adCampaigns: 24,
  completedVariants: 18,
} as const;

export const IMAGE_MODEL = 'gpt-image-1';

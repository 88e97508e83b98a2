/** Value lists the Marketing API enforces (docs/upstream/meta-marketing-api.md; the official SDK's enums). */

/** Outcome-driven objectives: the only ones new campaigns accept since v21. */
export const OBJECTIVES = [
  'OUTCOME_APP_PROMOTION',
  'OUTCOME_AWARENESS',
  'OUTCOME_ENGAGEMENT',
  'OUTCOME_LEADS',
  'OUTCOME_SALES',
  'OUTCOME_TRAFFIC',
] as const;

export const SPECIAL_AD_CATEGORIES = [
  'NONE',
  'EMPLOYMENT',
  'HOUSING',
  'CREDIT',
  'FINANCIAL_PRODUCTS_SERVICES',
  'ISSUES_ELECTIONS_POLITICS',
  'ONLINE_GAMBLING_AND_GAMING',
] as const;

export const STATUSES = ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED'] as const;

export const BID_STRATEGIES = [
  'LOWEST_COST_WITHOUT_CAP',
  'LOWEST_COST_WITH_BID_CAP',
  'COST_CAP',
  'LOWEST_COST_WITH_MIN_ROAS',
] as const;

/** Strategies that need `bid_amount` on every ad set. */
export const CAPPED_BID_STRATEGIES = new Set(['LOWEST_COST_WITH_BID_CAP', 'COST_CAP']);

/** Meta's default when a campaign names none: it then wants a bid amount on every ad set. */
export const DEFAULT_BID_STRATEGY = 'LOWEST_COST_WITH_BID_CAP';

export const BILLING_EVENTS = [
  'APP_INSTALLS',
  'CLICKS',
  'IMPRESSIONS',
  'LINK_CLICKS',
  'NONE',
  'PAGE_LIKES',
  'POST_ENGAGEMENT',
  'THRUPLAY',
] as const;

/** Which optimization goals each objective allows (Meta's ODAX objective validation; see docs/upstream). */
export const GOALS_BY_OBJECTIVE: Record<string, readonly string[]> = {
  OUTCOME_TRAFFIC: ['LANDING_PAGE_VIEWS', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_SALES: ['OFFSITE_CONVERSIONS', 'VALUE', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_LEADS: ['LEAD_GENERATION', 'QUALITY_LEAD', 'OFFSITE_CONVERSIONS', 'LINK_CLICKS'],
  OUTCOME_AWARENESS: ['REACH', 'IMPRESSIONS', 'AD_RECALL_LIFT', 'THRUPLAY'],
  OUTCOME_ENGAGEMENT: ['POST_ENGAGEMENT', 'PAGE_LIKES', 'THRUPLAY', 'LINK_CLICKS', 'IMPRESSIONS', 'REACH'],
  OUTCOME_APP_PROMOTION: ['APP_INSTALLS', 'LINK_CLICKS', 'OFFSITE_CONVERSIONS', 'VALUE'],
};

export const OPTIMIZATION_GOALS = [...new Set(Object.values(GOALS_BY_OBJECTIVE).flat())].sort();

/** `promoted_object.custom_event_type`: note CONTENT_VIEW (not VIEW_CONTENT) and no PAGE_VIEW. */
export const CUSTOM_EVENT_TYPES = [
  'ACHIEVEMENT_UNLOCKED',
  'ADD_PAYMENT_INFO',
  'ADD_TO_CART',
  'ADD_TO_WISHLIST',
  'COMPLETE_REGISTRATION',
  'CONTACT',
  'CONTENT_VIEW',
  'CUSTOMIZE_PRODUCT',
  'DONATE',
  'FIND_LOCATION',
  'INITIATED_CHECKOUT',
  'LEAD',
  'LEVEL_ACHIEVED',
  'LISTING_INTERACTION',
  'OTHER',
  'PURCHASE',
  'RATE',
  'SCHEDULE',
  'SEARCH',
  'SERVICE_BOOKING_REQUEST',
  'SPENT_CREDITS',
  'START_TRIAL',
  'SUBMIT_APPLICATION',
  'SUBSCRIBE',
  'TUTORIAL_COMPLETION',
] as const;

/** Link-data call to action types (a subset of the SDK's list: those a website ad uses). */
export const CALL_TO_ACTION_TYPES = [
  'APPLY_NOW',
  'BOOK_NOW',
  'BOOK_TRAVEL',
  'BUY_NOW',
  'CONTACT_US',
  'DOWNLOAD',
  'GET_OFFER',
  'GET_QUOTE',
  'LEARN_MORE',
  'LISTEN_NOW',
  'NO_BUTTON',
  'ORDER_NOW',
  'SEE_MORE',
  'SHOP_NOW',
  'SIGN_UP',
  'SUBSCRIBE',
  'TRY_DEMO',
  'WATCH_MORE',
] as const;

export const DEVICE_PLATFORMS = ['mobile', 'desktop', 'connected_tv'] as const;

/** EU member states: ad sets reaching any of them need `dsa_beneficiary` and `dsa_payor`. */
export const EU_COUNTRIES = new Set([
  'AT',
  'BE',
  'BG',
  'HR',
  'CY',
  'CZ',
  'DK',
  'EE',
  'FI',
  'FR',
  'DE',
  'GR',
  'HU',
  'IE',
  'IT',
  'LV',
  'LT',
  'LU',
  'MT',
  'NL',
  'PL',
  'PT',
  'RO',
  'SK',
  'SI',
  'ES',
  'SE',
]);

/** Effective statuses an edge returns when the caller names none: archived and deleted are left out. */
export const DEFAULT_EFFECTIVE_STATUSES = new Set([
  'ACTIVE',
  'PAUSED',
  'CAMPAIGN_PAUSED',
  'ADSET_PAUSED',
  'PENDING_REVIEW',
  'DISAPPROVED',
  'PREAPPROVED',
  'PENDING_BILLING_INFO',
  'IN_PROCESS',
  'WITH_ISSUES',
]);

import { option } from './meta-option';

export const META_BID_STRATEGIES = [
  'LOWEST_COST_WITHOUT_CAP',
  'LOWEST_COST_WITH_BID_CAP',
  'COST_CAP',
  'LOWEST_COST_WITH_MIN_ROAS',
] as const;
export type MetaBidStrategy = (typeof META_BID_STRATEGIES)[number];

/** The profile form's bid strategies. Meta's default when none is sent is a bid cap, so AUTO is explicit. */
export const PROFILE_BID_STRATEGIES = [
  option('AUTO', 'Automatic (lowest cost)', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option('BID_CAP', 'Bid Cap', 'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy),
  option('COST_CAP', 'Cost Cap', 'COST_CAP' as MetaBidStrategy),
] as const;
export type ProfileBidStrategy = (typeof PROFILE_BID_STRATEGIES)[number]['value'];

/**
 * Campaign form bid strategies: the contract validates them as AUTO, BID_CAP, COST_CAP and shows them as
 * LOWEST_COST, COST_CAP, BID_CAP, so the values are the former and the labels the latter.
 */
export const CAMPAIGN_BID_STRATEGIES = [
  option('AUTO', 'LOWEST_COST', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option('COST_CAP', 'COST_CAP', 'COST_CAP' as MetaBidStrategy),
  option('BID_CAP', 'BID_CAP', 'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy),
] as const;
export type CampaignBidStrategy = (typeof CAMPAIGN_BID_STRATEGIES)[number]['value'];

/**
 * The duplicate dialog offers Meta's own values, labelled as docs/contract.md#duplicate-dialog names them.
 */
export const DUPLICATE_BID_STRATEGIES = [
  option('LOWEST_COST_WITHOUT_CAP', 'Lowest Cost', 'LOWEST_COST_WITHOUT_CAP' as MetaBidStrategy),
  option(
    'LOWEST_COST_WITH_BID_CAP',
    'Lowest Cost with Bid Cap',
    'LOWEST_COST_WITH_BID_CAP' as MetaBidStrategy,
  ),
  option('COST_CAP', 'Cost Cap', 'COST_CAP' as MetaBidStrategy),
] as const;

/** Every bid strategy name the product uses anywhere, to Meta's: `LOWEST_COST` alone is invalid there. */
const BID_STRATEGY_ALIASES: Record<string, MetaBidStrategy> = {
  AUTO: 'LOWEST_COST_WITHOUT_CAP',
  LOWEST_COST: 'LOWEST_COST_WITHOUT_CAP',
  BID_CAP: 'LOWEST_COST_WITH_BID_CAP',
  LOWEST_COST_WITHOUT_CAP: 'LOWEST_COST_WITHOUT_CAP',
  LOWEST_COST_WITH_BID_CAP: 'LOWEST_COST_WITH_BID_CAP',
  COST_CAP: 'COST_CAP',
  LOWEST_COST_WITH_MIN_ROAS: 'LOWEST_COST_WITH_MIN_ROAS',
};

/** Meta's bid strategy for any of the product's names, or undefined for an unknown one. */
export const toMetaBidStrategy = (strategy: string): MetaBidStrategy | undefined =>
  BID_STRATEGY_ALIASES[strategy];

/** Whether a bid strategy needs a bid amount (Meta requires `bid_amount` on the ad set for these). */
export const needsBidAmount = (strategy: string) => {
  const meta = toMetaBidStrategy(strategy);
  return meta === 'LOWEST_COST_WITH_BID_CAP' || meta === 'COST_CAP';
};

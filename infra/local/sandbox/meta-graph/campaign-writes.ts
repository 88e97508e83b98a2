import { BID_STRATEGIES, OBJECTIVES, SPECIAL_AD_CATEGORIES, STATUSES } from './graph-enums';
import { fail, invalidParameter, notInEnum, required } from './graph-errors';
import { graphTime, objectsOf, setStatus } from './graph-objects';
import { booleanParam, type GraphCall, integerParam, jsonParam } from './graph-request';
import type { MetaObject } from './meta-store';

const WRITABLE_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** Whether the campaign holds the budget (campaign budget optimization): then its ad sets may not. */
export const isCbo = (campaign: MetaObject) =>
  campaign.fields.daily_budget !== undefined || campaign.fields.lifetime_budget !== undefined;

export const budgetConflict = () =>
  invalidParameter(
    'Budget conflict',
    'You can set a budget on the campaign or on its ad sets, but not both. Remove the ad set budget or turn off campaign budget optimization.',
    1885621,
  );

export function statusParam(params: Record<string, string>, fallback?: string): string | undefined {
  const status = params.status ?? fallback;
  if (status !== undefined && !(STATUSES as readonly string[]).includes(status))
    fail(notInEnum('status', STATUSES));
  return status;
}

/** The smallest daily budget the sandbox's USD account takes: $1.00 in cents (Meta's floor for impressions). */
export const MIN_DAILY_BUDGET = 100;

export function budgetsOf(params: Record<string, string>) {
  const daily = integerParam(params, 'daily_budget');
  const lifetime = integerParam(params, 'lifetime_budget');
  if (daily !== undefined && lifetime !== undefined) {
    fail(invalidParameter('Only one budget', 'Set either a daily budget or a lifetime budget, not both.'));
  }
  if (daily !== undefined && daily < MIN_DAILY_BUDGET) {
    fail(
      invalidParameter(
        'Budget Is Too Low',
        `The budget must be at least $${(MIN_DAILY_BUDGET / 100).toFixed(2)} per day. Please edit your budget to enable delivery of your ads.`,
      ),
    );
  }
  return { daily, lifetime };
}

export function bidStrategyParam(params: Record<string, string>): string | undefined {
  const strategy = params.bid_strategy;
  if (strategy !== undefined && !(BID_STRATEGIES as readonly string[]).includes(strategy)) {
    fail(notInEnum('bid_strategy', BID_STRATEGIES));
  }
  return strategy;
}

/** `POST /act_{id}/campaigns`: what v24 requires (ODAX objective, special ad categories, budget sharing flag). */
export function createCampaign(call: GraphCall, accountId: string) {
  const { params } = call;
  const name = params.name?.trim() || fail(required('name'));
  const objective = params.objective || fail(required('objective'));
  if (!(OBJECTIVES as readonly string[]).includes(objective)) {
    fail({
      ...notInEnum('objective', OBJECTIVES),
      userTitle: 'Objective not available',
      userMessage: `The ${objective} objective can no longer be used to create campaigns. Choose one of the outcome-based objectives, such as Traffic (OUTCOME_TRAFFIC) or Sales (OUTCOME_SALES).`,
    });
  }
  const categories = jsonParam<unknown>(params, 'special_ad_categories');
  if (categories === undefined) fail(required('special_ad_categories'));
  if (
    !Array.isArray(categories) ||
    categories.some((c) => !(SPECIAL_AD_CATEGORIES as readonly string[]).includes(String(c)))
  ) {
    fail(notInEnum('special_ad_categories[0]', SPECIAL_AD_CATEGORIES));
  }
  const status = statusParam(params, 'ACTIVE') as string;
  if (!(WRITABLE_STATUSES as readonly string[]).includes(status))
    fail(notInEnum('status', WRITABLE_STATUSES));
  const { daily, lifetime } = budgetsOf(params);
  const bidStrategy = bidStrategyParam(params);
  const sharing = booleanParam(params, 'is_adset_budget_sharing_enabled');
  const cbo = daily !== undefined || lifetime !== undefined;
  if (!cbo && sharing === undefined) {
    fail(
      invalidParameter(
        'Ad set budget sharing not specified',
        'Must specify True or False in is_adset_budget_sharing_enabled field',
      ),
    );
  }
  if (validateOnly(params)) return { success: true };
  const now = call.now();
  const campaign: MetaObject = {
    id: call.store.newId(),
    type: 'campaign',
    accountId,
    history: [{ at: new Date(now).toISOString(), status }],
    fields: {
      name,
      objective,
      status,
      special_ad_categories: categories,
      buying_type: params.buying_type ?? 'AUCTION',
      daily_budget: daily === undefined ? undefined : String(daily),
      lifetime_budget: lifetime === undefined ? undefined : String(lifetime),
      // Meta's default strategy, which then wants a bid amount on every ad set.
      bid_strategy: bidStrategy ?? (cbo ? 'LOWEST_COST_WITH_BID_CAP' : undefined),
      is_adset_budget_sharing_enabled: sharing,
      created_time: graphTime(now),
      updated_time: graphTime(now),
    },
  };
  call.store.state.objects[campaign.id] = campaign;
  return { id: campaign.id };
}

/** `POST /{campaign}`: name, status, budget (campaign budget only), bid strategy. */
export function updateCampaign(call: GraphCall, campaign: MetaObject) {
  const { params } = call;
  const status = statusParam(params);
  const { daily, lifetime } = budgetsOf(params);
  const bidStrategy = bidStrategyParam(params);
  if (params.objective !== undefined && params.objective !== campaign.fields.objective) {
    fail(
      invalidParameter(
        'Objective cannot be changed',
        "A campaign's objective cannot be changed after it is created.",
      ),
    );
  }
  if (daily !== undefined || lifetime !== undefined) {
    const adsetBudgets = objectsOf(
      call.store,
      'adset',
      (adset) => adset.fields.campaign_id === campaign.id,
    ).some((adset) => adset.fields.daily_budget !== undefined || adset.fields.lifetime_budget !== undefined);
    if (!isCbo(campaign) && adsetBudgets) fail(budgetConflict());
  }
  if (validateOnly(params)) return { success: true };
  if (params.name !== undefined) campaign.fields.name = params.name.trim() || fail(required('name'));
  if (daily !== undefined) campaign.fields.daily_budget = String(daily);
  if (lifetime !== undefined) campaign.fields.lifetime_budget = String(lifetime);
  if (bidStrategy !== undefined) campaign.fields.bid_strategy = bidStrategy;
  if (status !== undefined) setStatus(campaign, status, call.now());
  campaign.fields.updated_time = graphTime(call.now());
  return { success: true };
}

/** `execution_options=["validate_only"]`: checked, not carried out. */
export function validateOnly(params: Record<string, string>): boolean {
  const options = jsonParam<unknown>(params, 'execution_options');
  return Array.isArray(options) && options.includes('validate_only');
}

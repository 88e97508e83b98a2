import {
  bidStrategyParam,
  budgetConflict,
  budgetsOf,
  isCbo,
  statusParam,
  validateOnly,
} from './campaign-writes';
import {
  BILLING_EVENTS,
  CAPPED_BID_STRATEGIES,
  CUSTOM_EVENT_TYPES,
  DEFAULT_BID_STRATEGY,
  GOALS_BY_OBJECTIVE,
  OPTIMIZATION_GOALS,
} from './graph-enums';
import { fail, invalidParameter, notInEnum, required } from './graph-errors';
import { graphTime, setStatus } from './graph-objects';
import { type GraphCall, integerParam, jsonParam } from './graph-request';
import type { MetaObject } from './meta-store';
import { checkTargeting } from './targeting-rules';

/** Meta allows 4 budget changes per ad set per hour; the 5th is refused for the rest of the hour. */
export const BUDGET_CHANGES_PER_HOUR = 4;
const HOUR_MS = 3_600_000;

const bidAmountRequired = () =>
  invalidParameter(
    'Bid amount required',
    'Your bid strategy needs a bid amount: set bid_amount on the ad set, or choose the lowest cost strategy without a cap.',
  );

function checkGoal(campaign: MetaObject, goal: string) {
  if (!OPTIMIZATION_GOALS.includes(goal)) fail(notInEnum('optimization_goal', OPTIMIZATION_GOALS));
  const objective = String(campaign.fields.objective);
  if (!GOALS_BY_OBJECTIVE[objective]?.includes(goal)) {
    fail({
      ...invalidParameter(
        'Performance goal not available',
        `The performance goal ${goal} isn't available for campaigns with the ${objective} objective. Choose another performance goal.`,
        2490408,
      ),
      errorData: { blame_field_specs: [['optimization_goal']] },
    });
  }
}

function checkPromotedObject(call: GraphCall, goal: string) {
  const promoted = jsonParam<{ pixel_id?: unknown; custom_event_type?: unknown }>(
    call.params,
    'promoted_object',
  );
  if (
    promoted?.custom_event_type !== undefined &&
    !(CUSTOM_EVENT_TYPES as readonly string[]).includes(String(promoted.custom_event_type))
  ) {
    fail(notInEnum('promoted_object[custom_event_type]', CUSTOM_EVENT_TYPES));
  }
  if (promoted?.pixel_id !== undefined && String(promoted.pixel_id) !== call.store.state.identity.pixel.id) {
    fail(
      invalidParameter(
        'Pixel not found',
        `The pixel ${String(promoted.pixel_id)} does not exist or this ad account cannot use it.`,
      ),
    );
  }
  if (goal === 'OFFSITE_CONVERSIONS' && (!promoted?.pixel_id || !promoted.custom_event_type)) {
    fail(
      invalidParameter(
        'Conversion event required',
        'Choose a pixel and a conversion event (promoted_object) to optimize for conversions.',
      ),
    );
  }
  return promoted;
}

/** `POST /act_{id}/adsets`, checked as v24 checks it. */
export function createAdSet(call: GraphCall, accountId: string) {
  const { params, store } = call;
  const name = params.name?.trim() || fail(required('name'));
  const campaignId = params.campaign_id || fail(required('campaign_id'));
  const campaign = store.state.objects[campaignId];
  if (
    campaign?.type !== 'campaign' ||
    campaign.accountId !== accountId ||
    campaign.fields.status === 'DELETED'
  ) {
    return fail(
      invalidParameter('Campaign not found', `The campaign ${campaignId} does not exist in this ad account.`),
    );
  }
  const status = statusParam(params, 'ACTIVE') as string;
  const targeting = checkTargeting(jsonParam(params, 'targeting') ?? fail(required('targeting')), params);
  const billingEvent = params.billing_event || fail(required('billing_event'));
  if (!(BILLING_EVENTS as readonly string[]).includes(billingEvent))
    fail(notInEnum('billing_event', BILLING_EVENTS));
  const goal = params.optimization_goal || fail(required('optimization_goal'));
  checkGoal(campaign, goal);
  const { daily, lifetime } = budgetsOf(params);
  const hasBudget = daily !== undefined || lifetime !== undefined;
  if (isCbo(campaign) && hasBudget) fail(budgetConflict());
  if (!isCbo(campaign) && !hasBudget) {
    fail(
      invalidParameter(
        'Budget required',
        'The campaign has no campaign budget, so each ad set needs a daily or lifetime budget.',
      ),
    );
  }
  const bidStrategy = bidStrategyParam(params);
  const bidAmount = integerParam(params, 'bid_amount');
  const strategy =
    bidStrategy ?? (campaign.fields.bid_strategy as string | undefined) ?? DEFAULT_BID_STRATEGY;
  if (CAPPED_BID_STRATEGIES.has(strategy) && bidAmount === undefined) fail(bidAmountRequired());
  const promoted = checkPromotedObject(call, goal);
  if (validateOnly(params)) return { success: true };
  const now = call.now();
  const adset: MetaObject = {
    id: store.newId(),
    type: 'adset',
    accountId,
    history: [{ at: new Date(now).toISOString(), status }],
    fields: {
      name,
      campaign_id: campaign.id,
      status,
      targeting,
      billing_event: billingEvent,
      optimization_goal: goal,
      daily_budget: daily === undefined ? undefined : String(daily),
      lifetime_budget: lifetime === undefined ? undefined : String(lifetime),
      bid_strategy: strategy,
      bid_amount: bidAmount,
      promoted_object: promoted,
      destination_type: params.destination_type,
      dsa_beneficiary: params.dsa_beneficiary,
      dsa_payor: params.dsa_payor,
      start_time: params.start_time ?? graphTime(now),
      created_time: graphTime(now),
      updated_time: graphTime(now),
    },
  };
  store.state.objects[adset.id] = adset;
  return { id: adset.id };
}

/** `POST /{adset}`: name, status, budget (4 changes an hour), bid amount, targeting; not the goal once published. */
export function updateAdSet(call: GraphCall, adset: MetaObject) {
  const { params, store } = call;
  const campaign = store.state.objects[String(adset.fields.campaign_id)] as MetaObject;
  const status = statusParam(params);
  const { daily, lifetime } = budgetsOf(params);
  const bidAmount = integerParam(params, 'bid_amount');
  const bidStrategy = bidStrategyParam(params);
  const published = adset.history.some((change) => change.status === 'ACTIVE');
  const goalChange =
    params.optimization_goal !== undefined && params.optimization_goal !== adset.fields.optimization_goal;
  if (published && (goalChange || params.promoted_object !== undefined)) {
    fail(
      invalidParameter(
        'Ad set already published',
        "The performance goal, pixel and conversion event of a published ad set can't be changed. Create a new ad set instead.",
        3260011,
      ),
    );
  }
  if (goalChange) checkGoal(campaign, String(params.optimization_goal));
  const targeting =
    params.targeting === undefined
      ? undefined
      : checkTargeting(jsonParam(params, 'targeting'), {
          ...params,
          dsa_beneficiary: params.dsa_beneficiary ?? String(adset.fields.dsa_beneficiary ?? ''),
          dsa_payor: params.dsa_payor ?? String(adset.fields.dsa_payor ?? ''),
        });
  const budgetChange = daily !== undefined || lifetime !== undefined;
  if (budgetChange && isCbo(campaign)) fail(budgetConflict());
  const strategy = bidStrategy ?? String(adset.fields.bid_strategy ?? DEFAULT_BID_STRATEGY);
  if (bidAmount !== undefined && !CAPPED_BID_STRATEGIES.has(strategy)) {
    fail(
      invalidParameter(
        'Bid amount not used',
        `The bid strategy ${strategy} does not use a bid amount. Choose a bid cap or cost cap strategy to set one.`,
      ),
    );
  }
  if (CAPPED_BID_STRATEGIES.has(strategy) && bidAmount === undefined && adset.fields.bid_amount === undefined)
    fail(bidAmountRequired());
  const now = call.now();
  const recent = (adset.budgetChanges ?? []).filter((at) => now - at < HOUR_MS);
  if (budgetChange && recent.length >= BUDGET_CHANGES_PER_HOUR) {
    fail({
      message: '(#17) User request limit reached',
      code: 17,
      userTitle: 'Too many budget changes',
      userMessage: `The budget of this ad set has been changed ${BUDGET_CHANGES_PER_HOUR} times in the last hour. Wait up to an hour before changing it again.`,
    });
  }
  if (validateOnly(params)) return { success: true };
  if (params.name !== undefined) adset.fields.name = params.name.trim() || fail(required('name'));
  if (budgetChange) {
    adset.budgetChanges = [...recent, now];
    if (daily !== undefined) adset.fields.daily_budget = String(daily);
    if (lifetime !== undefined) adset.fields.lifetime_budget = String(lifetime);
  }
  if (bidStrategy !== undefined) adset.fields.bid_strategy = bidStrategy;
  if (bidAmount !== undefined) adset.fields.bid_amount = bidAmount;
  if (goalChange) adset.fields.optimization_goal = params.optimization_goal;
  if (targeting) adset.fields.targeting = targeting;
  if (status !== undefined) setStatus(adset, status, now);
  adset.fields.updated_time = graphTime(now);
  return { success: true };
}

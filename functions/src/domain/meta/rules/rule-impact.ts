import { addDays, type DayRange, dayIn } from '#shared/insights/insights-formulas';
import { CAMPAIGN_PAGE_RULE_ID } from '#shared/meta/rules/campaign-page-rule';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';

/**
 * The estimates of what one rule action did (decision 058), on whole US Eastern days only: the day an
 * action was taken is mixed (before and after it), and today is not over, so neither is compared.
 */

/** A campaign's spend and revenue (joined through its channel) on one day; `estimated` if not settled. */
export interface ImpactDay {
  spend: number;
  revenue: number;
  estimated: boolean;
}

/** Per campaign id, per US Eastern day; a missing day delivered nothing. */
export type CampaignDaySeries = ReadonlyMap<string, ReadonlyMap<string, ImpactDay>>;

export interface ImpactContext {
  range: DayRange;
  /** Today in New York: only the days before it are whole. */
  today: string;
  series: CampaignDaySeries;
}

/** One action's effect: totals, and per day the net effect and the spend avoided. */
export interface ActionEffect {
  spendAvoided: number;
  extraSpend: number;
  extraRevenue: number;
  estimated: boolean;
  daily: Map<string, { net: number; avoided: number }>;
}

/** The days before an action its figures are compared with. */
export const BASELINE_DAYS = 3;
/** A copy's log entry (`after.campaignId` is the copy); the action type comes with the copies' branch. */
const DUPLICATE = 'duplicate';
const STATUS_OR_BUDGET = ['pause', 'activate', 'increase_budget', 'decrease_budget', 'set_budget'];

export const entryDay = (entry: Pick<RuleLogEntry, 'at'>) => dayIn(Date.parse(entry.at));

/** An action a rule took: applied in Meta, not a dry run, not an undo, not a person's creative refresh. */
export const isTakenAction = (entry: RuleLogEntry) =>
  entry.status === 'applied' && !entry.dryRun && entry.ruleId !== CAMPAIGN_PAGE_RULE_ID;

/** A later change of the campaign's status or budget in Meta: a rule's action, or an undo. */
const changesCampaign = (entry: RuleLogEntry) =>
  !entry.dryRun &&
  (entry.status === 'applied' || entry.status === 'undone') &&
  STATUS_OR_BUDGET.includes(entry.action.type);

function isRaise(entry: RuleLogEntry): boolean {
  if (entry.action.type === 'increase_budget') return true;
  const [before, after] = [entry.before?.dailyBudget, entry.after?.dailyBudget];
  return entry.action.type === 'set_budget' && typeof before === 'number' && (after ?? 0) > before;
}

const figuresOn = (context: ImpactContext, campaignId: string, day: string): ImpactDay =>
  context.series.get(campaignId)?.get(day) ?? { spend: 0, revenue: 0, estimated: false };

/** The campaign's average daily spend and revenue over the 3 days before `day`. */
function baseline(context: ImpactContext, campaignId: string, day: string): ImpactDay {
  const days = Array.from({ length: BASELINE_DAYS }, (_, index) =>
    figuresOn(context, campaignId, addDays(day, -1 - index)),
  );
  return {
    spend: days.reduce((sum, figures) => sum + figures.spend, 0) / BASELINE_DAYS,
    revenue: days.reduce((sum, figures) => sum + figures.revenue, 0) / BASELINE_DAYS,
    estimated: days.some((figures) => figures.estimated),
  };
}

/** The whole days from `first` in the range, before `end` (exclusive) when given. */
function wholeDays(context: ImpactContext, first: string, end?: string): string[] {
  const days: string[] = [];
  const start = first < context.range.since ? context.range.since : first;
  for (let day = start; day <= context.range.until && day < context.today; day = addDays(day, 1)) {
    if (end !== undefined && day >= end) break;
    days.push(day);
  }
  return days;
}

const noEffect = (): ActionEffect => ({
  spendAvoided: 0,
  extraSpend: 0,
  extraRevenue: 0,
  estimated: false,
  daily: new Map(),
});

function addDay(
  effect: ActionEffect,
  day: string,
  extra: { spend: number; revenue: number; avoided: number },
) {
  effect.extraSpend += extra.spend;
  effect.extraRevenue += extra.revenue;
  effect.spendAvoided += extra.avoided;
  effect.daily.set(day, { net: extra.revenue - extra.spend, avoided: extra.avoided });
}

/**
 * A pause avoided its 3-day average daily spend on each whole day it stayed paused: until the next
 * activation in the log (a rule's or an undo's), or the first later day with spend (activated by hand).
 */
function pauseEffect(context: ImpactContext, entry: RuleLogEntry, later: RuleLogEntry[]): ActionEffect {
  const effect = noEffect();
  const activation = later.find((next) => changesCampaign(next) && next.action.type === 'activate');
  const base = baseline(context, entry.campaignId, entryDay(entry));
  for (const day of wholeDays(context, addDays(entryDay(entry), 1), activation && entryDay(activation))) {
    if (figuresOn(context, entry.campaignId, day).spend > 0) break;
    addDay(effect, day, { spend: 0, revenue: 0, avoided: base.spend });
  }
  return effect;
}

/**
 * A raise's extra spend and revenue: each whole day's figures after it minus the 3-day daily average before
 * it (the baseline scaled to the days compared), until the next change of the campaign's status or budget.
 */
function raiseEffect(context: ImpactContext, entry: RuleLogEntry, later: RuleLogEntry[]): ActionEffect {
  const effect = noEffect();
  const change = later.find(changesCampaign);
  const base = baseline(context, entry.campaignId, entryDay(entry));
  for (const day of wholeDays(context, addDays(entryDay(entry), 1), change && entryDay(change))) {
    const figures = figuresOn(context, entry.campaignId, day);
    effect.estimated ||= base.estimated || figures.estimated;
    addDay(effect, day, {
      spend: figures.spend - base.spend,
      revenue: figures.revenue - base.revenue,
      avoided: 0,
    });
  }
  return effect;
}

/** A copy did not exist before: all its spend and revenue from the day it was made are extra. */
function copyEffect(context: ImpactContext, entry: RuleLogEntry): ActionEffect {
  const effect = noEffect();
  const copyId = (entry.after as { campaignId?: unknown } | null)?.campaignId;
  if (typeof copyId !== 'string') return effect;
  for (const day of wholeDays(context, entryDay(entry))) {
    const figures = figuresOn(context, copyId, day);
    effect.estimated ||= figures.estimated;
    addDay(effect, day, { spend: figures.spend, revenue: figures.revenue, avoided: 0 });
  }
  return effect;
}

/**
 * The estimated effect of a taken action, given the log entries after it (oldest first, any campaign):
 * pauses, budget raises and copies have one; other actions (lowering, bid caps, notices) none.
 */
export function actionEffect(
  context: ImpactContext,
  entry: RuleLogEntry,
  after: RuleLogEntry[],
): ActionEffect {
  const later = after.filter((next) => next.campaignId === entry.campaignId && next.at > entry.at);
  if (entry.action.type === 'pause') return pauseEffect(context, entry, later);
  if (isRaise(entry)) return raiseEffect(context, entry, later);
  if ((entry.action.type as string) === DUPLICATE) return copyEffect(context, entry);
  return noEffect();
}

import {
  RULE_DEFAULT_COOLDOWN_MINUTES,
  type RuleInput,
  type RuleTemplate,
  type RuleWindow,
} from '../../schemas/meta-rules';
import { hourText } from './meta-rule-hours-words';

/**
 * The common rules (decision 021) as functions of their few parameters, each returning a complete rule
 * draft (valid for `ruleInputSchema`) that the dialog opens for review; the labels describe the parameters.
 */

export interface StopLossParams {
  /** Spend above this (USD) over the window... */
  spendAbove: number;
  /** ...with ROI below this percent: pause. */
  roiBelow: number;
  window: RuleWindow;
}

export interface ScaleWinnersParams {
  /** ROI above this percent over the last `days` days... */
  roiAbove: number;
  days: 3 | 7 | 14;
  /** ...raise the daily budget by this percent... */
  increasePercent: number;
  /** ...never above this daily budget (USD). */
  budgetCeiling: number;
}

export interface ReviveParams {
  /** ROI back above this percent over the window: activate a campaign a rule paused. */
  roiAbove: number;
  window: RuleWindow;
}

export interface ScheduleParams {
  /** Pause the campaigns at this hour of the ad account's day (0-23)... */
  pauseHour: number;
  /** ...and activate the ones it paused at this hour. */
  activateHour: number;
}

export interface ScaleByCopyParams {
  /** ROI above this percent over the last 3 days... */
  roiAbove: number;
  /** ...with spend above this (USD): copy the campaign... */
  spendAbove: number;
  /** ...at most this many times per campaign. */
  maxCopies: number;
}

export interface RuleTemplateParams {
  stop_loss: StopLossParams;
  scale_winners: ScaleWinnersParams;
  revive: ReviveParams;
  schedule: ScheduleParams;
  scale_by_copy: ScaleByCopyParams;
}

const WINDOW_OF_DAYS: Record<ScaleWinnersParams['days'], RuleWindow> = {
  3: 'last_3_days',
  7: 'last_7_days',
  14: 'last_14_days',
};

const base = {
  enabled: true,
  scope: { kind: 'all' },
  match: 'all',
  onlyRulePaused: false,
  budgetFloor: null,
  budgetCeiling: null,
  cooldownMinutes: RULE_DEFAULT_COOLDOWN_MINUTES,
  estimatedRevenue: 'by_direction',
  activeHours: null,
} as const satisfies Partial<RuleInput>;

export function stopLossRule({ spendAbove, roiBelow, window }: StopLossParams): RuleInput {
  return {
    ...base,
    name: `Stop-loss: spend > $${spendAbove} and ROI < ${roiBelow}%`,
    window,
    conditions: [
      { metric: 'spend', operator: 'gt', value: spendAbove },
      { metric: 'roi', operator: 'lt', value: roiBelow },
    ],
    action: { type: 'pause' },
    template: 'stop_loss',
  };
}

export function scaleWinnersRule({
  roiAbove,
  days,
  increasePercent,
  budgetCeiling,
}: ScaleWinnersParams): RuleInput {
  return {
    ...base,
    name: `Scale winners: ROI > ${roiAbove}% over ${days} days, +${increasePercent}% budget`,
    window: WINDOW_OF_DAYS[days],
    conditions: [{ metric: 'roi', operator: 'gt', value: roiAbove }],
    action: { type: 'increase_budget', percent: increasePercent },
    budgetCeiling,
    template: 'scale_winners',
  };
}

export function reviveRule({ roiAbove, window }: ReviveParams): RuleInput {
  return {
    ...base,
    name: `Revive: ROI back above ${roiAbove}%`,
    window,
    conditions: [{ metric: 'roi', operator: 'gt', value: roiAbove }],
    action: { type: 'activate' },
    onlyRulePaused: true,
    template: 'revive',
  };
}

/**
 * A schedule (decision 057): pauses at one hour and activates at another of the ad account's day, by the
 * clock alone (no condition); its pauses are not a rule's, so stop-loss and revive leave them be.
 */
export function scheduleRule({ pauseHour, activateHour }: ScheduleParams): RuleInput {
  return {
    ...base,
    name: `Schedule: pause at ${hourText(pauseHour)}, activate at ${hourText(activateHour)}`,
    window: 'today',
    conditions: [],
    action: { type: 'schedule', pauseHour, activateHour },
    template: 'schedule',
  };
}

/** A winner is copied paused, at its budget, once a day at most: a person starts each copy after a look. */
export function scaleByCopyRule({ roiAbove, spendAbove, maxCopies }: ScaleByCopyParams): RuleInput {
  return {
    ...base,
    name: `Scale by copying: ROI > ${roiAbove}% and spend > $${spendAbove} over 3 days`,
    window: 'last_3_days',
    conditions: [
      { metric: 'roi', operator: 'gt', value: roiAbove },
      { metric: 'spend', operator: 'gt', value: spendAbove },
    ],
    action: { type: 'duplicate', source: 'campaign', budgetFactor: 1, maxCopies, startStatus: 'PAUSED' },
    cooldownMinutes: 1440,
    template: 'scale_by_copy',
  };
}

export interface RuleTemplateField<P> {
  key: keyof P & string;
  label: string;
  /** How the value is shown and typed: USD, percent, a number of days, a count, a window, or an hour. */
  kind: 'usd' | 'percent' | 'days' | 'count' | 'window' | 'hour';
}

export interface RuleTemplateDefinition<T extends RuleTemplate> {
  template: T;
  label: string;
  description: string;
  fields: RuleTemplateField<RuleTemplateParams[T]>[];
  defaults: RuleTemplateParams[T];
  build: (params: RuleTemplateParams[T]) => RuleInput;
}

export const RULE_TEMPLATE_DEFINITIONS: { [T in RuleTemplate]: RuleTemplateDefinition<T> } = {
  stop_loss: {
    template: 'stop_loss',
    label: 'Stop-loss',
    description: 'Pause a campaign that spent more than X with ROI below Y over the window.',
    fields: [
      { key: 'spendAbove', label: 'Spend above (USD)', kind: 'usd' },
      { key: 'roiBelow', label: 'ROI below (%)', kind: 'percent' },
      { key: 'window', label: 'Window', kind: 'window' },
    ],
    defaults: { spendAbove: 50, roiBelow: 80, window: 'today' },
    build: stopLossRule,
  },
  scale_winners: {
    template: 'scale_winners',
    label: 'Scale winners',
    description:
      'Raise the daily budget by Z% while ROI stays above Y over the last N days, up to a ceiling.',
    fields: [
      { key: 'roiAbove', label: 'ROI above (%)', kind: 'percent' },
      { key: 'days', label: 'Over the last N days', kind: 'days' },
      { key: 'increasePercent', label: 'Raise budget by (%)', kind: 'percent' },
      { key: 'budgetCeiling', label: 'Budget ceiling (USD)', kind: 'usd' },
    ],
    defaults: { roiAbove: 150, days: 3, increasePercent: 20, budgetCeiling: 500 },
    build: scaleWinnersRule,
  },
  revive: {
    template: 'revive',
    label: 'Revive',
    description: 'Activate a campaign a rule paused once its ROI has recovered above Y.',
    fields: [
      { key: 'roiAbove', label: 'ROI above (%)', kind: 'percent' },
      { key: 'window', label: 'Window', kind: 'window' },
    ],
    defaults: { roiAbove: 120, window: 'last_3_days' },
    build: reviveRule,
  },
  schedule: {
    template: 'schedule',
    label: 'Schedule',
    description:
      "Pause campaigns at one hour and activate them again at another, in the ad account's time zone.",
    fields: [
      { key: 'pauseHour', label: 'Pause at', kind: 'hour' },
      { key: 'activateHour', label: 'Activate at', kind: 'hour' },
    ],
    defaults: { pauseHour: 22, activateHour: 7 },
    build: scheduleRule,
  },
  scale_by_copy: {
    template: 'scale_by_copy',
    label: 'Scale by copying',
    description:
      'Copy a campaign whose ROI is above Y with spend above X over the last 3 days, up to N copies, paused.',
    fields: [
      { key: 'roiAbove', label: 'ROI above (%)', kind: 'percent' },
      { key: 'spendAbove', label: 'Spend above (USD)', kind: 'usd' },
      { key: 'maxCopies', label: 'Copies per campaign', kind: 'count' },
    ],
    defaults: { roiAbove: 150, spendAbove: 20, maxCopies: 3 },
    build: scaleByCopyRule,
  },
};

/** The template days choices of scale winners, for a select. */
export const SCALE_WINNERS_DAYS = [3, 7, 14] as const;

import type { RuleLogStatus } from '#shared/schemas/meta-rule-runs';
import type { RuleActionType, RuleOperator, RuleWindow } from '#shared/schemas/meta-rules';

/** The rule screens' names for the rules' windows, operators, actions and log statuses. */

export const RULE_WINDOW_LABELS: Record<RuleWindow, string> = {
  today: 'Today',
  yesterday: 'Yesterday',
  last_3_days: 'Last 3 days',
  last_7_days: 'Last 7 days',
  last_14_days: 'Last 14 days',
};

export const RULE_OPERATOR_LABELS: Record<RuleOperator, string> = {
  gt: 'is above',
  gte: 'is at least',
  lt: 'is below',
  lte: 'is at most',
};

export const RULE_ACTION_LABELS: Record<RuleActionType, string> = {
  pause: 'Pause the campaign',
  activate: 'Activate the campaign',
  increase_budget: 'Raise the daily budget by a percent',
  decrease_budget: 'Lower the daily budget by a percent',
  set_budget: 'Set the daily budget',
  set_bid_cap: 'Set the bid cap',
  refresh_creative: 'Refresh the creative (new ad, old one paused)',
  notify: 'Only notify (log it)',
  schedule: 'Pause at one hour, activate at another',
  duplicate: 'Copy the campaign (new channel)',
};

export const RULE_LOG_STATUS_LABELS: Record<RuleLogStatus, string> = {
  would_apply: 'Would apply',
  applied: 'Applied',
  failed: 'Failed',
  skipped: 'Skipped',
  not_matched: 'Not matched',
  undone: 'Undo',
};

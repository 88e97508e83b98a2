import type { RuleValue } from '#shared/schemas/meta-rule-runs';
import type { CapRequest } from './cap-arithmetic';

/**
 * What an action would change on one campaign, or why it changes nothing; `apply` makes it in Meta. An
 * action that learns what it made only from Meta (a refresh's new ad) sets `after` when it applies.
 */
export interface PreparedAction {
  before: RuleValue;
  after: RuleValue;
  skip?: string;
  /** The skip only says the campaign already is as the rule wants it (the schedule does not log those). */
  noop?: boolean;
  /** What a raise or a copy asks of its ad account's caps (decision 056), checked and reserved before `apply`. */
  cap?: CapRequest;
  /** Meta's answer (the campaign action's message). */
  apply: () => Promise<string>;
}

const nothing = () => Promise.resolve('');
export const skipped = (before: RuleValue, skip: string, noop = true): PreparedAction => ({
  before,
  after: null,
  skip,
  noop,
  apply: nothing,
});

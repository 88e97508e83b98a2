import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import type { RuleActionNotifier } from '../../../ports/meta-rules';
import { plural } from '../../processing/run-log-lines';
import type { Notifier } from '../notifier';

/** Outcomes a person should hear of: what a rule did, would do (a person's dry run), or failed to do. */
const TOLD = new Set<RuleLogEntry['status']>(['applied', 'would_apply', 'failed']);
const LISTED = 10;

function title(name: string, entries: RuleLogEntry[]): string {
  const count = (status: RuleLogEntry['status']) => entries.filter((e) => e.status === status).length;
  const [applied, would, failed] = [count('applied'), count('would_apply'), count('failed')];
  const failures = failed > 0 ? `, failed on ${plural(failed, 'campaign')}` : '';
  if (would > 0) return `Rule "${name}" would act on ${plural(would, 'campaign')} (dry run)${failures}`;
  const onlyNotify = entries.every((e) => e.action.type === 'notify');
  if (onlyNotify) return `Rule "${name}" matched ${plural(applied, 'campaign')}`;
  return applied > 0
    ? `Rule "${name}" acted on ${plural(applied, 'campaign')}${failures}`
    : `Rule "${name}" failed on ${plural(failed, 'campaign')}`;
}

/**
 * One notification per rule evaluation, listing its campaigns and what was (or would be) done, raised for
 * the entries the evaluation wrote to the action log: a scheduled or manual run that acted or failed, or a
 * person's dry run that would act. The "only notify" action lands here too. Undo entries raise nothing.
 */
export function createRuleActionNotifier(notifier: Notifier): RuleActionNotifier {
  return {
    async notify(entries) {
      const told = entries.filter((entry) => TOLD.has(entry.status) && !entry.undoOf);
      const [first] = told;
      if (!first) return;
      const lines = told.slice(0, LISTED).map((entry) => `${entry.campaignName}: ${entry.message}`);
      if (told.length > LISTED) lines.push(`and ${plural(told.length - LISTED, 'more campaign')}`);
      await notifier.raise({
        kind: 'rule_acted',
        severity: told.some((entry) => entry.status === 'failed') ? 'warning' : 'info',
        title: title(first.ruleName, told),
        message: `${first.dryRun ? `Dry run by ${first.actor}. ` : ''}${lines.join('\n')}`,
        link: `/meta-rules/log?ruleId=${encodeURIComponent(first.ruleId)}`,
        conditionKey: `rule-evaluation#${first.evaluationId}#${first.ruleId}`,
      });
    },
  };
}

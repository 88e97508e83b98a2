import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';

let sequence = 0;

/**
 * An applied rule action's log entry at `at` (its id begins with that time, as the store's ids do), with
 * overrides: what the impact tests write to the log directly.
 */
export function ruleLogEntry(at: string, overrides: Partial<RuleLogEntry> = {}): RuleLogEntry {
  sequence += 1;
  const id = `${at.replace(/[-:.]/g, '')}-test${String(sequence).padStart(4, '0')}`;
  return {
    id,
    at,
    evaluationId: `evaluation-${sequence}`,
    ruleId: 'rule-1',
    ruleName: 'Rule 1',
    campaignId: 'campaign-1',
    campaignName: 'Campaign 1',
    trigger: 'schedule',
    actor: 'scheduler',
    dryRun: false,
    figures: {},
    action: { type: 'pause' },
    before: { status: 'ACTIVE' },
    after: { status: 'PAUSED' },
    status: 'applied',
    message: 'Done',
    undoable: true,
    undoneAt: null,
    undoneBy: null,
    undoOf: null,
    revenueData: null,
    ...overrides,
  } as RuleLogEntry;
}

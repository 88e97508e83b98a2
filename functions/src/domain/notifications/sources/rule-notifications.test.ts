import { describe, expect, it } from 'vitest';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { recordingNotifier } from '#tests/support/notifier-double';
import { createRuleActionNotifier } from './rule-notifications';

const entry = (overrides: Partial<RuleLogEntry>): RuleLogEntry => ({
  id: '20260301T120000000Z-aaaaaaaa-0000',
  at: '2026-03-01T12:00:00Z',
  evaluationId: '20260301T120000000Z-aaaaaaaa',
  ruleId: 'pause-losers',
  ruleName: 'Pause losers',
  campaignId: '1',
  campaignName: 'Boots',
  trigger: 'schedule',
  actor: 'scheduler',
  dryRun: false,
  figures: {} as RuleLogEntry['figures'],
  action: { type: 'pause' },
  before: null,
  after: null,
  status: 'applied',
  message: 'Paused the campaign. ROI -40% < -20%',
  undoable: true,
  undoneAt: null,
  undoneBy: null,
  undoOf: null,
  revenueData: null,
  ...overrides,
});

function setup() {
  const recorder = recordingNotifier();
  const appended: RuleLogEntry[][] = [];
  const actions = createRuleActionNotifier(recorder.notifier);
  // As the rule code does: the entries land in the action log, then the team is told.
  const log = {
    async append(entries: RuleLogEntry[]) {
      appended.push(entries);
      await actions.notify(entries);
    },
  };
  return { recorder, log, appended };
}

describe('a rule evaluation’s notification', () => {
  it('is one per evaluation, listing the campaigns and what was done', async () => {
    const { recorder, log, appended } = setup();
    await log.append([
      entry({}),
      entry({ campaignId: '2', campaignName: 'Tents', status: 'failed', message: 'Meta refused the change' }),
      entry({ campaignId: '3', campaignName: 'Stoves', status: 'skipped', message: 'Skipped: cooldown' }),
    ]);
    expect(appended).toHaveLength(1);
    expect(recorder.raised).toEqual([
      {
        kind: 'rule_acted',
        severity: 'warning',
        title: 'Rule "Pause losers" acted on 1 campaign, failed on 1 campaign',
        message: 'Boots: Paused the campaign. ROI -40% < -20%\nTents: Meta refused the change',
        link: '/meta-rules/log?ruleId=pause-losers',
        conditionKey: 'rule-evaluation#20260301T120000000Z-aaaaaaaa#pause-losers',
      },
    ]);
  });

  it('tells of a person’s dry run that would act, and the only-notify action', async () => {
    const dry = setup();
    await dry.log.append([
      entry({ status: 'would_apply', dryRun: true, trigger: 'manual', actor: 'ann@example.com' }),
    ]);
    expect(dry.recorder.raised[0]).toMatchObject({
      severity: 'info',
      title: 'Rule "Pause losers" would act on 1 campaign (dry run)',
      message: expect.stringMatching(/^Dry run by ann@example.com\. Boots: /),
    });
    const notify = setup();
    await notify.log.append([entry({ action: { type: 'notify' } }), entry({ action: { type: 'notify' } })]);
    expect(notify.recorder.raised[0]?.title).toBe('Rule "Pause losers" matched 2 campaigns');
  });

  it('is not raised for skips alone, or for an undo', async () => {
    const { recorder, log } = setup();
    await log.append([entry({ status: 'skipped' })]);
    await log.append([entry({ status: 'undone', undoOf: 'x' })]);
    expect(recorder.raised).toEqual([]);
  });
});

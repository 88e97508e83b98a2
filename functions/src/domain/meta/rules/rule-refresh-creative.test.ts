import { beforeEach, describe, expect, it } from 'vitest';
import type { RuleLogEntry } from '#shared/schemas/meta-rule-runs';
import { ruleServiceWithFakes } from '#tests/support/meta-rule-doubles';
import type { RefreshRequest } from '../creative-refresh/creative-refresh-service';

const NOW = Date.parse('2026-11-24T15:00:00Z');
const TODAY = '2026-11-24';

let t: ReturnType<typeof ruleServiceWithFakes>;
const asked: RefreshRequest[] = [];
const undone: unknown[] = [];

beforeEach(() => {
  asked.length = 0;
  undone.length = 0;
  t = ruleServiceWithFakes({ value: NOW }, TODAY, {
    async refresh(request) {
      asked.push(request);
      return {
        refresh: {
          id: 'refresh-1',
          campaignId: request.campaignId,
          oldAdId: request.adId,
          adsetId: '11',
          newImage: request.newImage,
          state: 'done',
          oldAdTitle: 'Old Title',
          copy: { adTitle: 'New Title', adDescription: 'New text', imageText: '' },
          newAdId: '55',
          createdAt: '',
          updatedAt: '',
        },
        message: 'New ad 55 ("New Title") is running; ad 50 paused',
      };
    },
    async undo(change) {
      undone.push(change);
      return 'Ad 50 is running again; the new ad 55 is paused';
    },
  });
  t.insights.data.state = { lastRefreshedAt: new Date(NOW).toISOString(), pending: [] };
  t.insights.campaign('1', 'kw_a_1', { spend: 60, revenue: 30 });
  t.graph.addCampaign('1', 'kw_a_1');
  // Its ads: an older paused one and the running one.
  t.graph.objects.set('49', { id: '49', name: 'old', status: 'PAUSED', campaign_id: '1' });
  t.graph.objects.set('50', { id: '50', name: 'ad', status: 'ACTIVE', campaign_id: '1' });
});

const rule = (newImage: boolean) => ({
  name: 'Refresh worn ads',
  scope: { kind: 'campaigns', campaignIds: ['1'] },
  window: 'today',
  conditions: [{ metric: 'ctr', operator: 'lt', value: 10 }],
  action: { type: 'refresh_creative', newImage },
  cooldownMinutes: 0,
});

describe('the "refresh creative" rule action', () => {
  it("refreshes the campaign's running ad, logging the old and the new ad; a dry run only says it would", async () => {
    const created = await t.create(rule(true));
    const dry = await t.service.run(created.id, true, 'ann@example.com');
    expect(dry.outcomes[0]).toMatchObject({ status: 'would_apply', before: { adId: '50' }, after: null });
    expect(dry.outcomes[0]?.reason).toContain('Would refresh the creative: a new ad with a new image');
    expect(asked).toEqual([]);

    const real = await t.service.run(created.id, false, 'ann@example.com');
    expect(asked).toEqual([{ key: `rule:${created.id}:50`, campaignId: '1', adId: '50', newImage: true }]);
    expect(real.outcomes[0]).toMatchObject({
      status: 'applied',
      before: { adId: '50', adTitle: 'Old Title' },
      after: { adId: '55', adTitle: 'New Title', refreshId: 'refresh-1' },
    });
    const entry = t.stores.log.find((e) => e.status === 'applied') as RuleLogEntry;
    expect(entry.undoable).toBe(true);

    const undo = await t.service.undo(entry.id, 'bob@example.com');
    expect(undone).toEqual([{ campaignId: '1', oldAdId: '50', newAdId: '55', refreshId: 'refresh-1' }]);
    expect(undo).toMatchObject({ status: 'undone', before: entry.after, after: entry.before });
    expect(undo.message).toBe('Ad 50 is running again; the new ad 55 is paused');
    // As any undone rule action: the rule is held off the campaign.
    expect((await t.service.list()).holds).toEqual([
      expect.objectContaining({ ruleId: created.id, campaignId: '1' }),
    ]);
  });

  it('skips a campaign with no running ad', async () => {
    t.graph.objects.set('50', { id: '50', name: 'ad', status: 'PAUSED', campaign_id: '1' });
    const created = await t.create(rule(false));
    const run = await t.service.run(created.id, false, 'ann@example.com');
    expect(run.outcomes[0]).toMatchObject({
      status: 'skipped',
      reason: expect.stringContaining('Skipped: the campaign has no active ad to refresh'),
    });
    expect(asked).toEqual([]);
  });
});

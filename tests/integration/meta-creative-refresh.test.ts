import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { idempotencyKeyHeader } from '#shared/http/idempotency-key';
import { dayIn } from '#shared/insights/insights-formulas';
import type { KeywordEconomics } from '#shared/schemas/keyword-economics';
import type { CampaignAdsResponse, RefreshCreativeResponse } from '#shared/schemas/meta-creative-refresh';
import type { RuleLogEntry, RuleRunResponse } from '#shared/schemas/meta-rule-runs';
import type { Rule } from '#shared/schemas/meta-rules';
import {
  availableNames,
  campaignForm,
  liveObjects,
  startCampaignStack,
} from '#tests/support/meta-campaign-stack';
import { expectStatus } from '#tests/support/meta-rule-stack';
import { TEST_NOW_MS } from '#tests/support/test-clock';
import type { TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/**
 * The stack's clock (the app's and the Graph sandbox's) stands still, but for the test of the ads'
 * one-minute cache, which moves it by a minute.
 */
const FIXED_NOW = TEST_NOW_MS;
let nowMs = FIXED_NOW;
const DAY_MS = 86_400_000;
const TODAY = dayIn(FIXED_NOW);

let t: TestStack;
let cookie: string;
let keywordId: string;
let campaign: { id: string; campaignId: string };

beforeAll(async () => {
  ({ t, cookie, keywordId } = await startCampaignStack({ clock: { now: () => nowMs } }));
  const [adsetName] = (await availableNames(t, cookie)) as [string];
  const created = await t.call('POST', '/api/meta/campaigns', {
    cookie,
    body: campaignForm(t, keywordId, adsetName),
  });
  campaign = await expectStatus(created, 201);
  // The campaign and its ad have run for two weeks: the ad's CTR has worn down in the sandbox.
  const [ad] = await liveObjects<{ id: string; campaign_id: string }>(t, 'ads', 'campaign_id');
  const since = new Date(FIXED_NOW - 14 * DAY_MS).toISOString();
  for (const id of [campaign.campaignId, ad!.id])
    await t.stack.sandbox.metaControls.setStatusHistory(id, [{ at: since, status: 'ACTIVE' }]);
  await expectStatus(await t.call('POST', '/api/meta/insights/refresh', { cookie }), 200);
}, 180_000);
afterAll(() => t.close());

interface LiveAd {
  id: string;
  adset_id: string;
  campaign_id: string;
  status: string;
}

/** The campaign's ads in the sandbox, and how many run per ad set. */
async function adsInMeta() {
  const ads = (await liveObjects<LiveAd>(t, 'ads', 'adset_id,campaign_id,status')).filter(
    (ad) => ad.campaign_id === campaign.campaignId,
  );
  const active = new Map<string, number>();
  for (const ad of ads)
    if (ad.status === 'ACTIVE') active.set(ad.adset_id, (active.get(ad.adset_id) ?? 0) + 1);
  return {
    ads,
    activePerAdset: [...active.values()],
    statusOf: (id: string) => ads.find((a) => a.id === id)?.status,
  };
}

const aiCost = async () =>
  (
    await expectStatus<KeywordEconomics>(
      await t.call('GET', `/api/keywords/${keywordId}/economics?since=${TODAY}&until=${TODAY}`, { cookie }),
      200,
    )
  ).aiCost;

const refresh = (adId: string, key: string, newImage = false) =>
  t.call('POST', `/api/meta/campaigns/${campaign.id}/ads/${adId}/refresh-creative`, {
    cookie,
    body: { newImage },
    headers: idempotencyKeyHeader(key),
  });

describe('creative refresh on the Graph sandbox, with a fixed clock', () => {
  it("shows each ad's fatigue: CTR of its last 3 days against its first 7, and frequency", async () => {
    const { ads, thresholds } = await expectStatus<CampaignAdsResponse>(
      await t.call('GET', `/api/meta/campaigns/${campaign.id}/ads`, { cookie }),
      200,
    );
    expect(thresholds).toMatchObject({ firstDays: 7, recentDays: 3, ctrDropPercent: 25, frequency: 3 });
    expect(ads).toHaveLength(1);
    const [ad] = ads;
    expect(ad?.fatigue.days).toBeGreaterThanOrEqual(14);
    expect(ad?.fatigue.ctrChangePercent).toBeLessThanOrEqual(-25);
    expect(ad?.fatigue.frequency).toBeGreaterThan(2);
    expect(ad?.fatigue).toMatchObject({ fatigued: true });
  });

  it('leaves exactly one active ad per ad set, once per key; adds its AI cost to the keyword; undo restores the old ad', async () => {
    const before = await aiCost();
    const { ads } = await adsInMeta();
    const oldAdId = ads[0]!.id;
    const key = randomUUID();
    const done = await expectStatus<RefreshCreativeResponse>(await refresh(oldAdId, key), 200);
    expect(done.oldAdId).toBe(oldAdId);
    let meta = await adsInMeta();
    expect(meta.ads).toHaveLength(2);
    expect(meta.activePerAdset).toEqual([1]);
    expect(meta.statusOf(done.newAdId)).toBe('ACTIVE');
    expect(meta.statusOf(oldAdId)).toBe('PAUSED');

    // The same key again: the same outcome, no second ad, no second copy paid for.
    const again = await expectStatus<RefreshCreativeResponse>(await refresh(oldAdId, key), 200);
    expect(again).toEqual(done);
    expect((await adsInMeta()).ads).toHaveLength(2);
    const after = await aiCost();
    expect(after.total).toBeGreaterThan(before.total);
    const line = after.lines.find((l) => l.step === 'creativeRefresh');
    expect(line?.calls).toBe(2); // ad title and ad description, once
    expect(after.total).toBeCloseTo(before.total + (line?.cost ?? 0), 6);

    // Logged with before and after, and undone from the action log.
    const log = await expectStatus<{ entries: RuleLogEntry[] }>(
      await t.call('GET', `/api/meta/rules/log?campaignId=${campaign.campaignId}&limit=1`, { cookie }),
      200,
    );
    const entry = log.entries[0] as RuleLogEntry;
    expect(entry).toMatchObject({
      id: done.entryId,
      status: 'applied',
      action: { type: 'refresh_creative', newImage: false },
      before: { adId: oldAdId },
      after: { adId: done.newAdId, adTitle: done.adTitle },
      undoable: true,
    });
    await expectStatus(await t.call('POST', `/api/meta/rules/log/${entry.id}/undo`, { cookie }), 201);
    meta = await adsInMeta();
    expect(meta.activePerAdset).toEqual([1]);
    expect(meta.statusOf(oldAdId)).toBe('ACTIVE');
    expect(meta.statusOf(done.newAdId)).toBe('PAUSED');
  });

  it('a "refresh creative" rule does the same, and its undo restores the old ad', async () => {
    const { ads } = await adsInMeta();
    const running = ads.find((ad) => ad.status === 'ACTIVE')!;
    const rule = await expectStatus<Rule>(
      await t.call('POST', '/api/meta/rules', {
        cookie,
        body: {
          name: 'Refresh worn ads',
          enabled: false,
          scope: { kind: 'campaigns', campaignIds: [campaign.campaignId] },
          window: 'last_7_days',
          conditions: [{ metric: 'spend', operator: 'gt', value: 0 }],
          action: { type: 'refresh_creative' },
        },
      }),
      201,
    );
    const run = await expectStatus<RuleRunResponse>(
      await t.call('POST', `/api/meta/rules/${rule.id}/run`, { cookie, body: { dryRun: false } }),
      200,
    );
    const [outcome] = run.outcomes;
    expect(outcome, JSON.stringify(run)).toMatchObject({ status: 'applied', before: { adId: running.id } });
    const newAdId = outcome?.after?.adId as string;
    let meta = await adsInMeta();
    expect(meta.activePerAdset).toEqual([1]);
    expect(meta.statusOf(newAdId)).toBe('ACTIVE');
    expect(meta.statusOf(running.id)).toBe('PAUSED');

    const log = (await (
      await t.call('GET', `/api/meta/rules/log?ruleId=${rule.id}&status=applied`, { cookie })
    ).json()) as { entries: RuleLogEntry[] };
    await expectStatus(
      await t.call('POST', `/api/meta/rules/log/${log.entries[0]!.id}/undo`, { cookie }),
      201,
    );
    meta = await adsInMeta();
    expect(meta.activePerAdset).toEqual([1]);
    expect(meta.statusOf(running.id)).toBe('ACTIVE');
    expect(meta.statusOf(newAdId)).toBe('PAUSED');
  });

  it('refuses a viewer (403), a bad ad id (400) and a paused ad (400), changing nothing', async () => {
    const { ads } = await adsInMeta();
    const paused = ads.find((ad) => ad.status === 'PAUSED')!;
    const viewer = await addUser(t, cookie);
    const viewerCookie = await t.signIn(viewer.email, viewer.password);
    const forbidden = await t.call(
      'POST',
      `/api/meta/campaigns/${campaign.id}/ads/${paused.id}/refresh-creative`,
      {
        cookie: viewerCookie,
        body: {},
      },
    );
    expect(forbidden.status).toBe(403);
    const bad = await expectStatus<{ message: string }>(await refresh('not-an-ad', randomUUID()), 400);
    expect(bad.message).toContain('Ad ID must be a Meta ad id');
    const notRunning = await expectStatus<{ message: string }>(await refresh(paused.id, randomUUID()), 400);
    expect(notRunning.message).toBe('Only an active ad is refreshed; this one is PAUSED');
    expect((await adsInMeta()).ads).toHaveLength(ads.length);
  });

  it('reads Meta for the ads at most once a minute, and again at once for a role that manages campaigns', async () => {
    const path = `/api/meta/campaigns/${campaign.id}/ads`;
    const graphReads = () => t.stack.sandbox.callCounts()['meta:read'] ?? 0;
    const viewer = await addUser(t, cookie, { role: 'viewer' });
    const viewerCookie = await t.signIn(viewer.email, viewer.password);

    let reads = graphReads();
    const fresh = await expectStatus<CampaignAdsResponse>(
      await t.call('GET', `${path}?refresh=true`, { cookie }),
      200,
    );
    expect(graphReads()).toBeGreaterThan(reads);
    expect(fresh.readAt).toBe(new Date(nowMs).toISOString());

    // A viewer opening the page within the minute costs Meta nothing, and may not ask for a fresh read.
    reads = graphReads();
    nowMs += 59_000;
    const cached = await expectStatus<CampaignAdsResponse>(
      await t.call('GET', path, { cookie: viewerCookie }),
      200,
    );
    expect(cached).toEqual(fresh);
    const refused = await t.call('GET', `${path}?refresh=true`, { cookie: viewerCookie });
    expect(refused.status).toBe(403);
    expect((await refused.json()).message).toBe(
      'Forbidden: your role does not have the "manage_meta_campaigns" permission, which reading the ads again from Meta needs.',
    );
    expect(graphReads()).toBe(reads);

    // Past the minute, the next reader reads Meta again.
    nowMs += 2_000;
    const later = await expectStatus<CampaignAdsResponse>(
      await t.call('GET', path, { cookie: viewerCookie }),
      200,
    );
    expect(graphReads()).toBeGreaterThan(reads);
    expect(later.readAt).toBe(new Date(nowMs).toISOString());
    nowMs = FIXED_NOW;
  });
});

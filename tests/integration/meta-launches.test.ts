import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { LaunchDetail } from '#shared/schemas/meta-launches';
import { createTrafficProfile, liveObjects, startCampaignStack } from '#tests/support/meta-campaign-stack';
import { publishedCopies } from '#tests/support/published-copies';
import type { TestStack } from '#tests/support/test-stack';
import { addUser } from '#tests/support/user-builder';

/** The stack's clock (the app's and the sandboxes'), 06:00 in Paris until a test moves it. */
let now = Date.parse('2026-11-26T05:00:00Z');
let t: TestStack;
let cookie: string;
let keywordIds: string[];
let profileId: string;
beforeAll(async () => {
  let keywordId: string;
  ({ t, cookie, keywordId } = await startCampaignStack({ clock: { now: () => now } }));
  keywordIds = [keywordId, ...(await publishedCopies(t, keywordId, 29))];
  profileId = await createTrafficProfile(t, cookie);
}, 300_000);
afterAll(() => t.close());

const launch = (body: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.call('POST', '/api/meta/launches', { cookie, headers, body: { profileId, ...body } });

async function launched(response: Response): Promise<string> {
  expect(response.status, await response.clone().text()).toBe(202);
  return ((await response.json()) as { launchId: string }).launchId;
}

async function detail(launchId: string): Promise<LaunchDetail> {
  const response = await t.call('GET', `/api/meta/launches/${launchId}`, { cookie });
  expect(response.status).toBe(200);
  return (await response.json()) as LaunchDetail;
}

/** The sandbox's campaigns (live or not) by name: a campaign made twice shows as two. */
async function campaignsNamed(names: string[]) {
  const rows = await liveObjects<{ name: string; status: string }>(t, 'campaigns', 'name,status');
  return rows.filter((row) => names.includes(row.name));
}

describe('a bulk launch', () => {
  it('creates 30 paused campaigns, one per article, with a row’s edited headline', async () => {
    const edited = keywordIds[3]!;
    const id = await launched(
      await launch({
        keywordIds,
        dailyBudget: 20,
        overrides: { [edited]: { adTitle: 'Boots for every trail' } },
      }),
    );
    await t.stack.launches.idle();

    const result = await detail(id);
    expect(result).toMatchObject({ status: 'done', total: 30, created: 30, failed: 0, trigger: 'manual' });
    const names = result.items.map((item) => item.campaignName!);
    expect(new Set(names).size).toBe(30);
    const campaigns = await campaignsNamed(names);
    expect(campaigns).toHaveLength(30);
    expect(campaigns.every((campaign) => campaign.status === 'PAUSED')).toBe(true);
    const record = await (
      await t.call('GET', `/api/meta/campaigns/${result.items[3]!.recordId}`, { cookie })
    ).json();
    expect(record).toMatchObject({ keywordId: edited, adTitle: 'Boots for every trail' });
    expect(record.settings.dailyBudget).toBe(20);

    const list = (await (await t.call('GET', '/api/meta/launches', { cookie })).json()) as {
      launches: { id: string }[];
    };
    expect(list.launches[0]?.id).toBe(id);
  }, 300_000);

  it('goes on after a restart mid-launch without creating any campaign twice', async () => {
    t.stack.sandbox.setKnobs({ meta: { latencyMs: 150 } });
    const chosen = keywordIds.slice(0, 12);
    const id = await launched(await launch({ keywordIds: chosen }));
    while ((await detail(id)).created < 3) await new Promise((resolve) => setTimeout(resolve, 200));
    await t.restart();
    t.stack.sandbox.setKnobs({});
    cookie = await t.signIn();
    await t.stack.launches.idle();
    // The restarted server resumed it on start; wait for the turn it began.
    while ((await detail(id)).status === 'running') await new Promise((resolve) => setTimeout(resolve, 200));

    const result = await detail(id);
    expect(result).toMatchObject({ status: 'done', created: 12, failed: 0 });
    expect(await campaignsNamed(result.items.map((item) => item.campaignName!))).toHaveLength(12);
  }, 300_000);

  it('fails only the row whose creative Meta refuses, with Meta’s words, and Retry failed creates only that one', async () => {
    const chosen = keywordIds.slice(20, 25);
    t.stack.sandbox.setKnobs({ meta: { calls: { creative: { nextFaults: ['refused'] } } } });
    const id = await launched(await launch({ keywordIds: chosen }));
    await t.stack.launches.idle();
    t.stack.sandbox.setKnobs({});

    const first = await detail(id);
    expect(first).toMatchObject({ status: 'partial', created: 4, failed: 1 });
    const failed = first.items.find((item) => item.status === 'failed')!;
    expect(failed.error).toContain('development mode');
    const before = (await liveObjects<{ id: string }>(t, 'campaigns', 'id')).length;

    const retried = await t.call('POST', `/api/meta/launches/${id}/retry-failed`, { cookie });
    expect(retried.status).toBe(202);
    await t.stack.launches.idle();
    const second = await detail(id);
    expect(second).toMatchObject({ status: 'done', created: 5, failed: 0 });
    expect((await liveObjects<{ id: string }>(t, 'campaigns', 'id')).length).toBe(before + 1);
    const again = await t.call('POST', `/api/meta/launches/${id}/retry-failed`, { cookie });
    expect(again.status).toBe(400);
  }, 300_000);

  it('answers the same launch for the same Idempotency-Key, and 422 for another body under it', async () => {
    const key = { 'Idempotency-Key': 'launch-key-1' };
    const body = { keywordIds: keywordIds.slice(25, 27), status: 'PAUSED' };
    const id = await launched(await launch(body, key));
    expect(await launched(await launch(body, key))).toBe(id);
    expect((await launch({ ...body, dailyBudget: 9 }, key)).status).toBe(422);
    await t.stack.launches.idle();
    expect((await detail(id)).created).toBe(2);
  }, 120_000);

  it('refuses with a message what it cannot launch, writing nothing', async () => {
    const before = (await (await t.call('GET', '/api/meta/launches', { cookie })).json()) as { launches: [] };
    const cases: [Record<string, unknown>, string][] = [
      [{ keywordIds: [keywordIds[0]], exclude: [keywordIds[0]] }, 'Every article is left out'],
      [
        { keywordIds: [keywordIds[0]], overrides: { other: { adTitle: 'x' } } },
        'must name articles of the launch',
      ],
      [
        { keywordIds: [keywordIds[0]], overrides: { [keywordIds[0]!]: { adTitle: '' } } },
        'The headline cannot be empty',
      ],
      [{ keywordIds: Array.from({ length: 201 }, (_, i) => `k${i}`) }, 'At most 200 campaigns'],
    ];
    for (const [body, message] of cases) {
      const response = await launch(body);
      expect(response.status, JSON.stringify(body)).toBe(400);
      expect(((await response.json()) as { message: string }).message).toContain(message);
    }
    const after = (await (await t.call('GET', '/api/meta/launches', { cookie })).json()) as { launches: [] };
    expect(after.launches).toHaveLength(before.launches.length);
  });

  it('launches a campaign when an article of a site that asks for it goes live', async () => {
    const { siteId } = (await t.stack.deps.keywords.findById(keywordIds[0]!))!;
    const saved = await t.call('PATCH', `/api/sites/${siteId}`, {
      cookie,
      body: { launchOnGoLive: { profileId, dailyBudget: 11 } },
    });
    expect(saved.status, await saved.clone().text()).toBe(200);
    const batch = await t.call('POST', '/api/keywords/batch', {
      cookie,
      body: {
        keywords: ['trail running vests'],
        transactionalTagsCount: 4,
        navigationalTagsCount: 3,
        generateVariants: false,
        publishToWordPress: true,
        generateAds: true,
        siteId,
      },
    });
    expect(batch.status).toBe(201);
    const [created] = ((await batch.json()) as { created: { id: string }[] }).created;
    await t.stack.pipeline.idle();
    // The launch function's schedule (a timer here) starts what going live stored.
    await t.stack.launches.resumeNow();
    await t.stack.launches.idle();

    const { launches } = (await (await t.call('GET', '/api/meta/launches', { cookie })).json()) as {
      launches: LaunchDetail[];
    };
    const goLive = launches.filter((entry) => entry.trigger === 'go-live');
    expect(goLive).toHaveLength(1);
    const result = await detail(goLive[0]!.id);
    expect(result).toMatchObject({ status: 'done', created: 1, dailyBudget: 11, startStatus: 'PAUSED' });
    expect(result.items[0]?.keywordId).toBe(created?.id);

    await t.call('PATCH', `/api/sites/${siteId}`, { cookie, body: { launchOnGoLive: null } });
  }, 300_000);

  it('launches at the post’s real going live on a site with a publishing cadence', async () => {
    const wordpress = await t.stack.sandbox.wordpressSites.credentials('go-live-cadence');
    const site = await t.call('POST', '/api/sites', {
      cookie,
      body: {
        name: 'Cadence',
        wpSiteUrl: wordpress.siteUrl,
        wpUsername: wordpress.username,
        wpAppPassword: wordpress.appPassword,
        timeZone: 'Europe/Paris',
        cadence: { postsPerDay: 5, startHour: 9, endHour: 17 },
        launchOnGoLive: { profileId },
      },
    });
    expect(site.status, await site.clone().text()).toBe(201);
    const siteId = ((await site.json()) as { id: string }).id;
    const batch = await t.call('POST', '/api/keywords/batch', {
      cookie,
      body: {
        keywords: ['canoe paddles for kids'],
        transactionalTagsCount: 2,
        navigationalTagsCount: 2,
        generateVariants: false,
        publishToWordPress: true,
        generateAds: true,
        siteId,
      },
    });
    const [created] = ((await batch.json()) as { created: { id: string }[] }).created;
    await t.stack.pipeline.idle();
    const goLive = async () => {
      await t.stack.launches.resumeNow();
      await t.stack.launches.idle();
      const { launches } = (await (await t.call('GET', '/api/meta/launches', { cookie })).json()) as {
        launches: LaunchDetail[];
      };
      const details = await Promise.all(
        launches.filter((entry) => entry.trigger === 'go-live').map((entry) => detail(entry.id)),
      );
      return details.filter((entry) => entry.items[0]?.keywordId === created?.id);
    };
    // Scheduled for 9:00 in Paris: not live, nothing launched.
    expect((await (await t.call('GET', `/api/keywords/${created?.id}`, { cookie })).json()).status).toBe(
      'Scheduled',
    );
    expect(await goLive()).toEqual([]);

    now = Date.parse('2026-11-26T08:30:00Z'); // its slot has passed: WordPress published it
    const seen = await (await t.call('GET', `/api/keywords/${created?.id}`, { cookie })).json();
    expect(seen.status).toBe('Completed');
    const [launch] = await goLive();
    expect(launch).toMatchObject({ status: 'done', created: 1, startStatus: 'PAUSED' });
  }, 300_000);

  it('lets viewers read launches but not launch', async () => {
    const viewer = await addUser(t, cookie, { role: 'viewer' });
    const viewerCookie = await t.signIn(viewer.email, viewer.password);
    expect((await t.call('GET', '/api/meta/launches', { cookie: viewerCookie })).status).toBe(200);
    const refused = await t.call('POST', '/api/meta/launches', {
      cookie: viewerCookie,
      body: { keywordIds: [keywordIds[0]], profileId },
    });
    expect(refused.status).toBe(403);
  });
});

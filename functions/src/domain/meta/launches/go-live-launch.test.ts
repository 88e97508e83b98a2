import { beforeEach, describe, expect, it, vi } from 'vitest';
import { buildLaunchProfile, buildPublishedKeyword } from '#tests/support/launch-builders';
import { memoryLaunchStore } from '#tests/support/launch-store-double';
import type { KeywordRecord } from '../../../ports/keywords';
import type { SiteRecord } from '../../../ports/sites';
import type { Notifier } from '../../notifications/notifier';
import { createGoLiveLaunch } from './go-live-launch';
import { goLiveLaunchId } from './launch-keys';
import { createLaunchService } from './launch-service';

const profile = buildLaunchProfile();
const site = (launchOnGoLive?: SiteRecord['launchOnGoLive']): SiteRecord => ({
  id: 'site-1',
  name: 'Trail news',
  timeZone: 'UTC',
  ...(launchOnGoLive ? { launchOnGoLive } : {}),
  createdAt: '2026-06-01T00:00:00.000Z',
  updatedAt: '2026-06-01T00:00:00.000Z',
});

let keyword: KeywordRecord;
let launches: ReturnType<typeof memoryLaunchStore>;
let stored: SiteRecord;
let raise: ReturnType<typeof vi.fn>;
let launchOnGoLive: ReturnType<typeof createGoLiveLaunch>;
beforeEach(() => {
  keyword = { ...buildPublishedKeyword('kw-1'), siteId: 'site-1' };
  launches = memoryLaunchStore();
  stored = site({ profileId: profile.id, status: 'PAUSED', dailyBudget: 9 });
  raise = vi.fn(async () => 'n-1');
  const service = createLaunchService({
    keywords: { findMany: async (ids) => (ids.includes(keyword.id) ? [keyword] : []) },
    profiles: { findById: async (id) => (id === profile.id ? profile : undefined) },
    sites: { findById: async () => stored },
    names: { available: async () => [{ adset_name: 'channel_00001', channel_number: 1 }] },
    campaigns: { countsByKeyword: async () => ({}) },
    clock: { now: () => Date.parse('2026-06-10T15:30:00.000Z') },
    launches: launches.store,
    starter: { start: async () => undefined },
  });
  launchOnGoLive = createGoLiveLaunch({
    sites: { findById: async () => stored },
    launches: service,
    notifier: { raise, clear: async () => undefined } as Notifier,
  });
});

describe('a launch on go-live', () => {
  it("stores one launch of the article with the site's profile, budget and status", async () => {
    await launchOnGoLive(keyword);

    const launch = await launches.store.find(goLiveLaunchId('kw-1'));
    expect(launch).toMatchObject({
      trigger: 'go-live',
      siteId: 'site-1',
      createdBy: null,
      dailyBudget: 9,
      startStatus: 'PAUSED',
      total: 1,
    });
  });

  it('launches an article once, even when its going live is seen again after the settings changed', async () => {
    await launchOnGoLive(keyword);
    stored = site({ profileId: profile.id, status: 'ACTIVE' });
    await launchOnGoLive(keyword);

    expect(await launches.store.list(10)).toHaveLength(1);
    expect((await launches.store.find(goLiveLaunchId('kw-1')))?.startStatus).toBe('PAUSED');
  });

  it('does nothing for a site that does not launch on go-live', async () => {
    stored = site();
    await launchOnGoLive(keyword);

    expect(await launches.store.list(10)).toEqual([]);
  });

  it('tells the team, without throwing, when the launch is refused', async () => {
    keyword = { ...keyword, images: [] };
    await launchOnGoLive(keyword);

    expect(await launches.store.list(10)).toEqual([]);
    expect(raise).toHaveBeenCalledWith(
      expect.objectContaining({
        kind: 'campaign_launch',
        message: expect.stringContaining('This keyword has no image to advertise with'),
      }),
    );
  });
});

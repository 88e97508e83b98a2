import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { LaunchCreate } from '#shared/schemas/meta-launches';
import { buildLaunchProfile, buildPublishedKeyword } from '#tests/support/launch-builders';
import { memoryLaunchStore } from '#tests/support/launch-store-double';
import type { KeywordRecord } from '../../../ports/keywords';
import type { LaunchItemRecord } from '../../../ports/meta-launches';
import type { AdsetNamePool } from '../adset-name-pool';
import { OTHER_BODY_MESSAGE } from '../campaign-creation/creation-key';
import { previewLaunch } from './launch-preview';
import { createLaunchService } from './launch-service';

const NOW = Date.parse('2026-06-10T15:30:00.000Z');
const profile = buildLaunchProfile();

let keywords: Map<string, KeywordRecord>;
let launches: ReturnType<typeof memoryLaunchStore>;
let names: Pick<AdsetNamePool, 'available' | 'take' | 'takeNext'>;
let starter: { start: (id: string) => Promise<void> };
let deps: Parameters<typeof createLaunchService>[0];
let service: ReturnType<typeof createLaunchService>;
beforeEach(() => {
  keywords = new Map(['kw-1', 'kw-2', 'kw-3'].map((id) => [id, buildPublishedKeyword(id)]));
  launches = memoryLaunchStore();
  const free = Array.from({ length: 20 }, (_, i) => ({
    adset_name: `channel_${String(i + 1).padStart(5, '0')}`,
    channel_number: i + 1,
  }));
  names = {
    available: vi.fn(async () => free),
    take: vi.fn(async () => {
      throw new Error('The launch took a name');
    }),
    takeNext: vi.fn(async (): Promise<string> => {
      throw new Error('The launch took a name');
    }),
  };
  starter = { start: vi.fn(async () => undefined) };
  deps = {
    keywords: { findMany: async (ids) => ids.flatMap((id) => keywords.get(id) ?? []) },
    profiles: { findById: async (id) => (id === profile.id ? profile : undefined) },
    sites: { findById: async () => undefined },
    names,
    campaigns: { countsByKeyword: async () => ({}) },
    clock: { now: () => NOW },
    launches: launches.store,
    starter,
  };
  service = createLaunchService(deps);
});

const request = (changes: Partial<LaunchCreate> = {}): LaunchCreate => ({
  keywordIds: ['kw-1', 'kw-2', 'kw-3'],
  profileId: profile.id,
  ...changes,
});
const manual = { createdBy: 'user-1', trigger: 'manual' } as const;
const refusal = (message: string, kind = 'invalid') => ({ kind, message: expect.stringContaining(message) });

describe('starting a launch', () => {
  it('stores the articles as pending campaigns, in order, with their edits, and hands it to the worker', async () => {
    const id = await service.start(
      request({ exclude: ['kw-2'], overrides: { 'kw-3': { adTitle: 'Boots, edited' } } }),
      manual,
    );

    const stored = launches.launches.get(id)!;
    expect(stored).toMatchObject({ status: 'running', total: 2, created: 0, failed: 0, trigger: 'manual' });
    expect(stored.items).toEqual([
      { index: 0, keywordId: 'kw-1', masterKeyword: 'boots kw-1', status: 'pending', attempt: 0 },
      {
        index: 1,
        keywordId: 'kw-3',
        masterKeyword: 'boots kw-3',
        status: 'pending',
        attempt: 0,
        copy: { adTitle: 'Boots, edited' },
      },
    ]);
    expect(starter.start).toHaveBeenCalledExactlyOnceWith(id);
  });

  it('takes no adset name from the pool: names are taken when the worker creates each campaign', async () => {
    const preview = await previewLaunch(deps, request());
    expect(preview.map((row) => row.adsetName)).toEqual(['channel_00001', 'channel_00002', 'channel_00003']);
    await service.start(request(), manual);
    expect(names.available).toHaveBeenCalledWith(3);
    expect(names.take).not.toHaveBeenCalled();
    expect(names.takeNext).not.toHaveBeenCalled();
  });

  it('refuses edits and exclusions of articles not in the launch, and a launch with nothing left', async () => {
    await expect(
      service.start(request({ overrides: { other: { adTitle: 'x' } } }), manual),
    ).rejects.toMatchObject(refusal('Edits and exclusions must name articles of the launch: other'));
    await expect(service.start(request({ exclude: ['kw-1', 'stranger'] }), manual)).rejects.toMatchObject(
      refusal('must name articles of the launch: stranger'),
    );
    await expect(service.start(request({ exclude: ['kw-1', 'kw-2', 'kw-3'] }), manual)).rejects.toMatchObject(
      refusal('Every article is left out: there is nothing to launch'),
    );
    expect(launches.launches.size).toBe(0);
    expect(starter.start).not.toHaveBeenCalled();
  });

  it('refuses more edited copy than one launch item holds', async () => {
    const ids = Array.from({ length: 60 }, (_, i) => `kw-${i + 1}`);
    const text = 'x'.repeat(1000);
    const overrides = Object.fromEntries(ids.map((id) => [id, { adDescription: text, primaryText: text }]));
    await expect(service.start(request({ keywordIds: ids, overrides }), manual)).rejects.toMatchObject(
      refusal('Too much edited ad copy for one launch'),
    );
    expect(launches.launches.size).toBe(0);
  });

  it('refuses a row that fails a check, naming its keyword and the check', async () => {
    keywords.set('kw-2', buildPublishedKeyword('kw-2', { images: [] }));
    await expect(service.start(request(), manual)).rejects.toMatchObject(
      refusal(
        'Leave out the articles that fail a check: boots kw-2 (Image: This keyword has no image to advertise with)',
      ),
    );
    expect(launches.launches.size).toBe(0);
    // Without the row, the rest launches.
    await expect(service.start(request({ exclude: ['kw-2'] }), manual)).resolves.toBeTypeOf('string');
  });

  it('answers the same launch for the same key and body, and refuses another body under the key', async () => {
    const keyed = { ...manual, idempotencyKey: '"launch-key-1"' };
    const id = await service.start(request(), keyed);
    expect(await service.start(request(), { ...keyed, idempotencyKey: 'launch-key-1' })).toBe(id);
    await expect(service.start(request({ dailyBudget: 9 }), keyed)).rejects.toMatchObject({
      kind: 'unprocessable',
      message: OTHER_BODY_MESSAGE,
    });
    expect(launches.launches.size).toBe(1);
    expect(starter.start).toHaveBeenCalledTimes(1);
  });
});

describe('Retry failed', () => {
  /** A launch of three that ended with the second campaign failed. */
  async function ended(changes: { status?: 'partial' | 'done'; failed?: number } = {}) {
    const id = await service.start(request(), manual);
    const launch = launches.launches.get(id)!;
    const outcome = (index: number): Partial<LaunchItemRecord> =>
      index === 1 && (changes.failed ?? 1) > 0
        ? { status: 'failed', recordId: 'rec-2', error: 'Meta refused the creative' }
        : { status: 'created', recordId: `rec-${index + 1}`, campaignId: `c-${index + 1}` };
    launch.items = launch.items.map((item) => ({ ...item, ...outcome(item.index) }));
    Object.assign(launch, {
      status: changes.status ?? 'partial',
      failed: changes.failed ?? 1,
      created: 3 - (changes.failed ?? 1),
      updatedAt: '2026-06-10T15:31:00.000Z',
    });
    vi.mocked(starter.start).mockClear();
    return id;
  }

  it('sends the failed campaigns back as a new try and leaves the created ones alone', async () => {
    const id = await ended();
    expect(await service.retryFailed(id)).toBe(id);

    const launch = launches.launches.get(id)!;
    expect(launch).toMatchObject({ status: 'running', created: 2, failed: 0 });
    expect(launch.items[1]).toEqual({
      index: 1,
      keywordId: 'kw-2',
      masterKeyword: 'boots kw-2',
      status: 'pending',
      attempt: 1,
    });
    expect(launch.items[0]).toMatchObject({ status: 'created', attempt: 0, campaignId: 'c-1' });
    expect(launch.items[2]).toMatchObject({ status: 'created', attempt: 0, campaignId: 'c-3' });
    expect(starter.start).toHaveBeenCalledExactlyOnceWith(id);
  });

  it('refuses a launch still running, and one without failed campaigns', async () => {
    const running = await service.start(request({ keywordIds: ['kw-1'] }), manual);
    await expect(service.retryFailed(running)).rejects.toMatchObject(
      refusal('This launch is still running', 'conflict'),
    );
    const done = await ended({ status: 'done', failed: 0 });
    await expect(service.retryFailed(done)).rejects.toMatchObject(
      refusal('This launch has no failed campaigns to retry'),
    );
    await expect(service.retryFailed('nope')).rejects.toMatchObject({ kind: 'not_found' });
    expect(starter.start).not.toHaveBeenCalled();
  });
});

import { beforeEach, describe, expect, it, vi } from 'vitest';
import type { CreateCampaignResponse } from '#shared/schemas/meta-campaigns';
import { buildLaunch, buildPublishedKeyword } from '#tests/support/launch-builders';
import { memoryLaunchStore } from '#tests/support/launch-store-double';
import { recordingNotifier } from '#tests/support/notifier-double';
import type { CampaignRecord } from '../../../ports/meta-campaigns';
import type { LaunchRecord } from '../../../ports/meta-launches';
import { CampaignCreationError } from '../campaign-creation/campaign-creation-error';
import { ownerOf } from '../campaign-creation/campaign-creation-service';
import type { CreationRequest } from '../campaign-creation/creation-key';
import { launchCreationId } from './launch-keys';
import { createLaunchWorker, finalStatus } from './launch-worker';

const NOW = Date.parse('2026-06-10T15:30:00.000Z');

/** The adset name pool: the lowest free name, or the one the owner holds already. */
function fakeNames() {
  const holders = new Map<string, string>();
  let highest = 0;
  return {
    holders,
    takeNext: vi.fn(async (owner: string) => {
      const held = [...holders].find(([, holder]) => holder === owner);
      if (held) return held[0];
      const name = `channel_${String(++highest).padStart(5, '0')}`;
      holders.set(name, owner);
      return name;
    }),
    release: vi.fn(async (name: string, owner: string) => {
      if (holders.get(name) === owner) holders.delete(name);
    }),
  };
}

/**
 * The creation saga: a new id makes one campaign in Meta (`made`) and stores its record; an id seen before
 * answers its first outcome. `failures` makes a keyword's creation throw, after storing a failed record
 * (`stored`) or before storing anything; `gate` holds every creation until it resolves.
 */
function fakeCreation(campaigns: Map<string, CampaignRecord>) {
  const outcomes = new Map<string, CreateCampaignResponse | Error>();
  const requests: CreationRequest[] = [];
  const made: string[] = [];
  const failures = new Map<string, { error: Error; stored?: boolean }>();
  const control = { gate: Promise.resolve() };
  const recordOf = (request: CreationRequest, state: CampaignRecord['state']) =>
    ({
      id: request.id,
      keywordId: request.form.keywordId,
      adsetName: request.form.adsetName,
      campaignName: `kw_${request.form.keywordId}_${request.form.adsetName.slice(-5)}`,
      form: request.form,
      state,
    }) as CampaignRecord;
  const creation = {
    async create(request: CreationRequest): Promise<CreateCampaignResponse> {
      requests.push(request);
      await control.gate;
      const failure = failures.get(request.form.keywordId);
      if (!outcomes.has(request.id) && failure) {
        if (!failure.stored) throw failure.error;
        campaigns.set(request.id, recordOf(request, 'failed'));
        outcomes.set(request.id, failure.error);
      }
      if (!outcomes.has(request.id)) {
        made.push(request.id);
        campaigns.set(request.id, recordOf(request, 'created'));
        outcomes.set(request.id, { id: request.id, campaignId: `c-${made.length}` });
      }
      const outcome = outcomes.get(request.id)!;
      if (outcome instanceof Error) throw outcome;
      return outcome;
    },
  };
  return { creation, requests, made, failures, control };
}

let nowMs: number;
let launches: ReturnType<typeof memoryLaunchStore>;
let campaigns: Map<string, CampaignRecord>;
let names: ReturnType<typeof fakeNames>;
let saga: ReturnType<typeof fakeCreation>;
let notifications: ReturnType<typeof recordingNotifier>;
let sleep: ReturnType<typeof vi.fn<(ms: number) => Promise<void>>>;
let worker: ReturnType<typeof createLaunchWorker>;
beforeEach(() => {
  nowMs = NOW;
  launches = memoryLaunchStore();
  campaigns = new Map();
  names = fakeNames();
  saga = fakeCreation(campaigns);
  notifications = recordingNotifier();
  sleep = vi.fn(async (ms: number) => {
    nowMs += ms;
  });
  worker = createLaunchWorker({
    launches: launches.store,
    campaigns: { findById: async (id) => campaigns.get(id) },
    keywords: { findById: async (id) => buildPublishedKeyword(id) },
    sites: { findById: async () => undefined },
    names,
    creation: saga.creation,
    notifier: notifications.notifier,
    clock: { now: () => nowMs },
    sleep,
  });
});

async function stored(launch: LaunchRecord) {
  await launches.store.create(launch);
  return launch;
}
const turn = (until = NOW + 60_000) => worker.advance('launch-1', { until });
const launchNow = () => launches.launches.get('launch-1')!;

describe('a launch worker’s turn', () => {
  it('creates the pending campaigns in order, each under its own key, and finishes the launch', async () => {
    const launch = buildLaunch(['kw-1', 'kw-2', 'kw-3', 'kw-4', 'kw-5']);
    launch.items[0] = { ...launch.items[0]!, status: 'created', recordId: 'earlier', campaignId: 'c-0' };
    launch.items[2]!.copy = { adTitle: 'Boots, edited' };
    await stored({ ...launch, created: 1 });

    expect(await turn()).toBe('done');

    const pending = launch.items.slice(1);
    expect(saga.requests.map((request) => request.id)).toEqual(
      pending.map((item) => launchCreationId(launch.id, item)),
    );
    expect(saga.requests.map((request) => request.form.keywordId)).toEqual(['kw-2', 'kw-3', 'kw-4', 'kw-5']);
    expect(saga.requests[1]!.copy).toEqual({ adTitle: 'Boots, edited' });
    expect(new Set(saga.requests.map((request) => request.form.adsetName)).size).toBe(4);
    const after = launchNow();
    expect(after).toMatchObject({ status: 'done', created: 5, failed: 0 });
    expect(after.items[0]).toMatchObject({ recordId: 'earlier', campaignId: 'c-0' });
    for (const item of after.items.slice(1)) {
      const id = launchCreationId(launch.id, item);
      expect(item).toMatchObject({
        status: 'created',
        recordId: id,
        campaignName: campaigns.get(id)!.campaignName,
      });
    }
    expect(notifications.raised.map((raised) => raised.title)).toEqual([
      'Launch finished: 5 campaigns created',
    ]);
  });

  it('settles a campaign made before a crash on the next turn, without making it again', async () => {
    const launch = await stored(buildLaunch(['kw-1']));
    const settleItem = launches.store.settleItem;
    launches.store.settleItem = async () => {
      launches.store.settleItem = settleItem;
      throw new Error('The process died');
    };
    await expect(turn()).rejects.toThrow('The process died');
    expect(launchNow()).toMatchObject({ status: 'running', created: 0 });
    expect(launchNow().items[0]!.status).toBe('pending');

    expect(await turn()).toBe('done');

    const id = launchCreationId(launch.id, launch.items[0]!);
    expect(saga.requests.map((request) => request.id)).toEqual([id, id]);
    expect(saga.made).toEqual([id]);
    expect(names.takeNext).toHaveBeenCalledTimes(1);
    expect(launchNow()).toMatchObject({ status: 'done', created: 1 });
    expect(launchNow().items[0]).toMatchObject({ status: 'created', recordId: id, campaignId: 'c-1' });
  });

  it('waits while Meta is busy, then leaves the campaign for a later turn, holding its name', async () => {
    const launch = await stored(buildLaunch(['kw-1']));
    saga.failures.set('kw-1', { error: new CampaignCreationError('unavailable', 'Meta is busy') });

    expect(await turn(NOW + 30_000)).toBe('later');

    expect(sleep.mock.calls.map(([ms]) => ms)).toEqual([5_000, 20_000]);
    expect(launchNow()).toMatchObject({ status: 'running', created: 0, failed: 0 });
    expect(launchNow().items[0]!.status).toBe('pending');
    expect(names.release).not.toHaveBeenCalled();
    expect(launches.leases.has(launch.id)).toBe(false);

    saga.failures.clear();
    expect(await turn(nowMs + 60_000)).toBe('done');
    expect(launchNow().items[0]).toMatchObject({ status: 'created' });
    const [first, last] = [saga.requests[0]!, saga.requests.at(-1)!];
    expect(last.id).toBe(first.id);
    expect(last.form.adsetName).toBe(first.form.adsetName);
  });

  it('fails a campaign Meta or the form refuses, keeping the reason cut to 500 characters', async () => {
    const launch = await stored(buildLaunch(['kw-1', 'kw-2']));
    const long = `Invalid parameter: ${'x'.repeat(600)}`;
    saga.failures.set('kw-1', { error: new CampaignCreationError('invalid', long) });
    saga.failures.set('kw-2', {
      error: new CampaignCreationError('upstream_refused', 'The ad account is disabled'),
      stored: true,
    });

    expect(await turn()).toBe('done');

    const [first, second] = launchNow().items;
    expect(first).toMatchObject({ status: 'failed', recordId: launchCreationId(launch.id, first!) });
    expect(first!.error).toHaveLength(500);
    expect(first!.error).toBe(`${long.slice(0, 499)}…`);
    expect(second).toMatchObject({ status: 'failed', error: 'The ad account is disabled' });
    expect(launchNow()).toMatchObject({ status: 'failed', created: 0, failed: 2 });
    expect(notifications.raised[0]).toMatchObject({ severity: 'error' });
    expect(sleep).not.toHaveBeenCalled();
  });

  it('gives back the name of a campaign refused before the saga stored it, and only that one', async () => {
    const launch = await stored(buildLaunch(['kw-1', 'kw-2']));
    saga.failures.set('kw-1', { error: new CampaignCreationError('invalid', 'Bad targeting') });
    saga.failures.set('kw-2', { error: new CampaignCreationError('upstream_refused', 'No'), stored: true });

    await turn();

    const [first, second] = launch.items.map((item) => launchCreationId(launch.id, item));
    const nameOf = (id: string) => saga.requests.find((request) => request.id === id)!.form.adsetName;
    expect(names.release).toHaveBeenCalledExactlyOnceWith(nameOf(first!), ownerOf(first!));
    expect(names.holders.has(nameOf(first!))).toBe(false);
    expect(names.holders.get(nameOf(second!))).toBe(ownerOf(second!));
  });

  it('does nothing while another worker holds the launch', async () => {
    await stored(buildLaunch(['kw-1']));
    let open = () => {};
    saga.control.gate = new Promise((resolve) => {
      open = resolve;
    });
    const first = turn();
    await vi.waitFor(() => expect(saga.requests).toHaveLength(1));

    expect(await turn()).toBe('done');
    expect(saga.requests).toHaveLength(1);
    expect(launchNow().status).toBe('running');

    open();
    expect(await first).toBe('done');
    expect(saga.made).toHaveLength(1);
    expect(launchNow()).toMatchObject({ status: 'done', created: 1 });
  });

  it('holds the launch after a failed campaign until the campaigns under way are settled', async () => {
    await stored(buildLaunch(['kw-1', 'kw-2', 'kw-3', 'kw-4']));
    const settleItem = launches.store.settleItem;
    launches.store.settleItem = async () => {
      launches.store.settleItem = settleItem;
      throw new Error('The process died');
    };
    let open = () => {};
    const slow = new Promise<void>((resolve) => {
      open = resolve;
    });
    const create = saga.creation.create;
    saga.creation.create = async (request) => {
      if (request.form.keywordId === 'kw-2') await slow;
      return create(request);
    };
    let ended = false;
    const failed = turn().finally(() => {
      ended = true;
    });
    await vi.waitFor(() => expect(launchNow().items[2]!.status).toBe('created'));

    // kw-2 is still being created: no second worker may start on it meanwhile.
    expect(await turn()).toBe('done');
    expect(ended).toBe(false);
    open();
    await expect(failed).rejects.toThrow('The process died');
    expect(launchNow().items.map((item) => item.status)).toEqual([
      'pending',
      'created',
      'created',
      'pending',
    ]);

    expect(await turn()).toBe('done');
    expect(saga.made).toHaveLength(4);
    expect(launchNow()).toMatchObject({ status: 'done', created: 4 });
  });
});

describe('a finished launch’s status', () => {
  it('is done without failures, failed without a campaign made, partial otherwise', () => {
    expect(finalStatus({ created: 3, failed: 0 })).toBe('done');
    expect(finalStatus({ created: 0, failed: 3 })).toBe('failed');
    expect(finalStatus({ created: 2, failed: 1 })).toBe('partial');
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_CAMPAIGNS_PER_LAUNCH } from '#shared/schemas/meta-launches';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createAdsetNameRepository } from '../../functions/src/adapters/dynamodb/adset-name-repository';
import {
  type AdsetNamePool,
  AdsetNameUnavailableError,
  createAdsetNamePool,
  POOL_MIN_AVAILABLE,
} from '../../functions/src/domain/meta/adset-name-pool';
import { adAccountPath } from '../../functions/src/ports/meta-graph';

let t: TestStack;
let pool: AdsetNamePool;
beforeAll(async () => {
  t = await startTestStack();
  const noMeta = async () => {
    throw new Error('Meta API not configured');
  };
  pool = createAdsetNamePool({
    store: createAdsetNameRepository(t.stack.table),
    meta: { client: noMeta, credentials: async () => undefined },
  });
});
afterAll(() => t.close());

const refusal = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

describe('the adset name pool', () => {
  it('starts stocked with sequential channel_XXXXX names', async () => {
    const { availableNames, usedNames, totalAvailable, totalUsed } = await pool.overview();

    expect(totalAvailable).toBeGreaterThanOrEqual(POOL_MIN_AVAILABLE);
    expect(totalAvailable).toBe(availableNames.length);
    expect(availableNames.slice(0, 3)).toEqual([
      { adset_name: 'channel_00001', channel_number: 1 },
      { adset_name: 'channel_00002', channel_number: 2 },
      { adset_name: 'channel_00003', channel_number: 3 },
    ]);
    expect([usedNames, totalUsed]).toEqual([[], 0]);
  });

  it('gives 20 concurrent takers 20 distinct names, the lowest ones', async () => {
    const before = (await pool.available()).map((entry) => entry.adset_name);

    const names = await Promise.all(Array.from({ length: 20 }, (_, i) => pool.takeNext(`creation:${i}`)));

    expect(new Set(names).size).toBe(20);
    expect([...names].sort()).toEqual(before.slice(0, 20));
    const { usedNames, totalAvailable } = await pool.overview();
    expect(usedNames.map((entry) => entry.adset_name)).toEqual([...names].sort());
    // It grew by itself rather than run short.
    expect(totalAvailable).toBeGreaterThanOrEqual(POOL_MIN_AVAILABLE);
  });

  it('gives an owner that holds a name already that name again rather than another', async () => {
    const name = await pool.takeNext('creation:crashed');

    const again = await pool.takeNext('creation:crashed');

    expect(again).toBe(name);
    const { usedNames } = await pool.overview();
    expect(usedNames.filter((entry) => entry.adset_name === name)).toHaveLength(1);
    await pool.release(name, 'creation:crashed');
  });

  it('lets one owner take a name, again on a retry, and refuses it to anyone else', async () => {
    const [first] = await pool.available();
    const name = first?.adset_name ?? '';

    await pool.take(name, 'creation:a');
    await pool.take(name, 'creation:a');
    const error = await refusal(pool.take(name, 'creation:b'));

    expect(error).toBeInstanceOf(AdsetNameUnavailableError);
    expect(error).toMatchObject({ kind: 'conflict', message: `The adset name ${name} is already used` });
  });

  it('lets only one of two concurrent takers have the same name', async () => {
    const [first] = await pool.available();
    const name = first?.adset_name ?? '';

    const outcomes = await Promise.allSettled([pool.take(name, 'creation:x'), pool.take(name, 'creation:y')]);

    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
  });

  it('refuses names outside the pool with a 400 that says what a name looks like', async () => {
    for (const name of ['my ad set', 'channel_1', 'channel_99998']) {
      const error = await refusal(pool.take(name, 'creation:c'));
      expect(error).toMatchObject({ kind: 'invalid' });
      expect((error as Error).message).toContain('channel_00001');
    }
  });

  it('takes a name back only from the owner holding it', async () => {
    const name = await pool.takeNext('creation:r');

    await pool.release(name, 'creation:someone-else');
    expect((await pool.available()).some((entry) => entry.adset_name === name)).toBe(false);

    await pool.release(name, 'creation:r');
    expect((await pool.available()).some((entry) => entry.adset_name === name)).toBe(true);
    await pool.take(name, 'creation:s');
  });

  it('grows to as many available names as asked for, as a launch of many campaigns needs', async () => {
    const names = await pool.available(MAX_CAMPAIGNS_PER_LAUNCH);

    expect(names.length).toBeGreaterThanOrEqual(MAX_CAMPAIGNS_PER_LAUNCH);
    expect(new Set(names.map((entry) => entry.adset_name)).size).toBe(names.length);
    expect((await pool.available()).length).toBe(names.length);
  });

  it('answers a sync without Meta credentials with Meta API not configured', async () => {
    await expect(pool.syncFromMeta()).rejects.toThrow('Meta API not configured');
  });
});

describe('the adset name routes', () => {
  it('list both lists and the available names, and refuse a sync until Meta is configured', async () => {
    const cookie = await t.signIn();

    const overview = await t.call('GET', '/api/adset-names', { cookie });
    const available = await t.call('GET', '/api/adset-names/available', { cookie });
    const sync = await t.call('POST', '/api/adset-names/sync-from-meta', { cookie });

    expect(overview.status).toBe(200);
    const body = await overview.json();
    expect(body.totalUsed).toBe(body.usedNames.length);
    expect(body.usedNames.length).toBeGreaterThan(20);
    expect((await available.json()).available).toEqual(body.availableNames);
    expect(sync.status).toBe(400);
    expect((await sync.json()).message).toMatch(/^Meta API not configured/);
  });
});

describe('syncing the adset names from Meta', () => {
  it('marks the names the ad account already uses as used, once', async () => {
    const cookie = await t.signIn();
    expect((await t.call('POST', '/api/meta/use-sandbox', { cookie })).status).toBe(200);
    const { metaAccess } = t.stack.deps;
    const client = await metaAccess.client();
    const account = adAccountPath(await metaAccess.defaultAdAccountId());
    const campaign = await client.post<{ id: string }>(`${account}/campaigns`, campaignParams());
    const { availableNames } = await pool.overview();
    const [free, later] = [availableNames[0]?.adset_name ?? '', availableNames[1]?.adset_name ?? ''];
    // One free pool name, one channel above the pool, and a name outside the pattern.
    for (const name of [free, 'channel_09001', 'Retargeting ad set']) {
      await client.post(`${account}/adsets`, adSetParams(campaign.id, { name }));
    }

    const first = await t.call('POST', '/api/adset-names/sync-from-meta', { cookie });
    const again = await t.call('POST', '/api/adset-names/sync-from-meta', { cookie });

    expect(await first.json()).toEqual({ updatedCount: 2 });
    expect(await again.json()).toEqual({ updatedCount: 0 });
    const { usedNames, availableNames: left } = await pool.overview();
    const used = usedNames.map((entry) => entry.adset_name);
    expect(used).toEqual(expect.arrayContaining([free, 'channel_09001']));
    expect(used).not.toContain('Retargeting ad set');
    expect(left.map((entry) => entry.adset_name)).toContain(later);
    await expect(pool.take(free, 'creation:after-sync')).rejects.toThrow(
      `The adset name ${free} is already used`,
    );
  });
});

import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it, vi } from 'vitest';
import { captureEmf, emfNamed } from '#tests/support/emf-capture';
import { adSetParams, campaignParams } from '#tests/support/meta-graph-params';
import { metaGraphPerFile } from '#tests/support/meta-graph-per-file';
import { collect } from '../../domain/meta/meta-account-reads';
import { logger } from '../../lib/logger';
import { createMetaGraphClient, type MetaGraphClientOptions } from './meta-graph-client';
import { MetaGraphError } from './meta-graph-error';

const kit = metaGraphPerFile();
const account = () => `act_${kit.meta.adAccount.id}`;

/** A client on the sandbox whose waits are recorded instead of slept. */
function client(overrides: Partial<MetaGraphClientOptions> = {}) {
  const waits: number[] = [];
  const graph = createMetaGraphClient({
    accessToken: kit.meta.accessToken,
    appSecret: kit.meta.appSecret,
    baseUrl: kit.meta.baseUrl,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...overrides,
  });
  return { graph, waits };
}

async function failure(promise: Promise<unknown>): Promise<MetaGraphError> {
  const error = await promise.then(
    () => undefined,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(MetaGraphError);
  return error as MetaGraphError;
}

describe('Meta Graph client', () => {
  it('sends objects as JSON strings and forms as form fields: a campaign and its ad set are accepted', async () => {
    const { graph } = client();
    const campaign = await graph.post<{ id: string }>(
      `${account()}/campaigns`,
      campaignParams({ name: 'json' }),
    );
    const adset = await graph.post<{ id: string }>(`${account()}/adsets`, adSetParams(campaign.id));
    const read = await graph.get<{ targeting: unknown }>(adset.id, { fields: 'targeting' });
    expect(read.targeting).toEqual(adSetParams(campaign.id).targeting);
  });

  it('retries a transient error (code 2) and then succeeds', async () => {
    kit.setKnobs({ nextFaults: ['server-error'] });
    const { graph, waits } = client({ random: () => 0.5 });
    const me = await graph.get<{ name: string }>('me', { fields: 'name' });
    expect(me.name).toBe('Sandbox Marketer');
    expect(waits).toEqual([500]);
    expect(kit.callCounts()['meta:read']).toBe(2);
  });

  it('waits out a throttle for the estimated_time_to_regain_access of the usage header', async () => {
    kit.setKnobs({ nextFaults: ['rate-limit'], retryAfterSeconds: 60 });
    const { graph, waits } = client({ random: () => 0.5 });
    await graph.get(account(), { fields: 'name' });
    expect(waits).toEqual([60_000]);
  });

  it('hands a throttle longer than the cap up with its wait, without sleeping', async () => {
    kit.setKnobs({ nextFaults: ['rate-limit'], retryAfterSeconds: 600 });
    const { graph, waits } = client();
    const error = await failure(graph.get(account(), { fields: 'name' }));
    expect(error).toMatchObject({ kind: 'throttled', code: 80004, subcode: 2446079, retryAfterMs: 600_000 });
    expect(error.name).toBe('ProviderRateLimitError');
    expect(waits).toEqual([]);
    expect(kit.callCounts()['meta:read']).toBe(1);
  });

  it('never retries an invalid token (190) and logs its fbtrace_id, never the token', async () => {
    kit.setKnobs({ unauthorized: true });
    const warn = vi.spyOn(logger, 'warn');
    const { graph } = client();
    const error = await failure(graph.get('me'));
    expect(error).toMatchObject({ kind: 'token-invalid', code: 190, subcode: 463, retryable: false });
    expect(kit.callCounts()['meta:read']).toBe(1);
    const logged = JSON.stringify(warn.mock.calls);
    expect(logged).toContain(error.fbtraceId);
    expect(logged).not.toContain(kit.meta.accessToken);
    warn.mockRestore();
  });

  it('shows an invalid parameter (100) with Meta’s user message and does not retry it', async () => {
    const { graph } = client();
    const campaign = await graph.post<{ id: string }>(
      `${account()}/campaigns`,
      campaignParams({ objective: 'OUTCOME_SALES' }),
    );
    kit.setKnobs({});
    const error = await failure(
      graph.post(
        `${account()}/adsets`,
        adSetParams(campaign.id, { optimization_goal: 'LANDING_PAGE_VIEWS' }),
      ),
    );
    expect(error).toMatchObject({ kind: 'invalid-parameter', code: 100, subcode: 2490408 });
    expect(error.userMessage).toContain('LANDING_PAGE_VIEWS');
    expect(error.reason).toContain(error.userMessage);
    expect(kit.callCounts()['meta:create']).toBe(1);
  });

  it('is refused with a wrong app secret: the appsecret_proof does not match', async () => {
    const { graph } = client({ appSecret: 'not-the-secret' });
    const error = await failure(graph.get('me'));
    expect(error).toMatchObject({ kind: 'invalid-parameter', code: 100 });
    expect(error.reason).toContain('Invalid appsecret_proof');
  });

  it('pages an edge to the end through paging.next', async () => {
    const { graph } = client();
    for (let index = 0; index < 5; index += 1) {
      await graph.post(`${account()}/campaigns`, campaignParams({ name: `client_paged_${index}` }));
    }
    const rows = await collect(
      graph.paginate<{ name: string }>(`${account()}/campaigns`, {
        fields: 'name',
        limit: 2,
        filtering: [{ field: 'name', operator: 'CONTAIN', value: 'client_paged_' }],
      }),
    );
    expect(rows.map((row) => row.name).sort()).toEqual(
      [0, 1, 2, 3, 4].map((index) => `client_paged_${index}`),
    );
  });

  it('never follows a paging.next to another host (the token would go with it)', async () => {
    const requested: string[] = [];
    const rewriting: typeof fetch = async (input, init) => {
      requested.push(String(input));
      const response = await fetch(input, init);
      const body = (await response.json()) as { paging?: { next?: string } };
      if (body.paging?.next)
        body.paging.next = body.paging.next.replace(kit.meta.baseUrl, 'http://elsewhere.invalid');
      return new Response(JSON.stringify(body), { status: response.status, headers: response.headers });
    };
    const { graph } = client({ fetch: rewriting });
    await graph.post(`${account()}/campaigns`, campaignParams({ name: 'hop_0' }));
    await graph.post(`${account()}/campaigns`, campaignParams({ name: 'hop_1' }));
    const error = await failure(collect(graph.paginate(`${account()}/campaigns`, { limit: 1 })));
    expect(error).toMatchObject({ kind: 'failed' });
    expect(requested.some((url) => url.includes('elsewhere.invalid'))).toBe(false);
  });

  it('retries a refused connection, a create included (nothing was sent), then gives up as transient', async () => {
    // A port that was just free: nothing listens there.
    const probe = createServer();
    await new Promise<void>((resolve) => probe.listen(0, '127.0.0.1', resolve));
    const { port } = probe.address() as AddressInfo;
    await new Promise((resolve) => probe.close(resolve));
    const { graph, waits } = client({ baseUrl: `http://127.0.0.1:${port}`, random: () => 0 });
    const error = await failure(graph.post(`${account()}/campaigns`, campaignParams()));
    expect(error).toMatchObject({ kind: 'transient', outcomeUnknown: false, retryable: true });
    expect(waits).toHaveLength(2);
  });

  it('does not resend a create whose answer was lost: post fails with outcomeUnknown', async () => {
    kit.setKnobs({ nextFaults: ['lost-response'] });
    const { graph } = client();
    const error = await failure(graph.post(`${account()}/campaigns`, campaignParams({ name: 'lost_plain' })));
    expect(error).toMatchObject({ kind: 'transient', outcomeUnknown: true, status: 504 });
    expect(kit.controls.count('campaign', (name) => name === 'lost_plain')).toBe(1);
  });

  it('createOnce finds the object a lost answer created instead of making a second one', async () => {
    kit.setKnobs({ nextFaults: ['lost-response'] });
    const { graph } = client();
    const { name, ...params } = campaignParams({ name: 'lost_once' });
    const result = await graph.createOnce({ edge: `${account()}/campaigns`, name, params });
    expect(result.created).toBe(false);
    expect(kit.controls.count('campaign', (candidate) => candidate === 'lost_once')).toBe(1);
    const read = await graph.get<{ name: string }>(result.id, { fields: 'name' });
    expect(read.name).toBe('lost_once');
  });

  it('createOnce sends again after a timeout that created nothing, and creates exactly one', async () => {
    kit.setKnobs({ calls: { create: { nextFaults: ['timeout'] } } });
    const { graph } = client({ timeoutMs: 300 });
    const { name, ...params } = campaignParams({ name: 'timed_out_once' });
    const result = await graph.createOnce({ edge: `${account()}/campaigns`, name, params });
    expect(result.created).toBe(true);
    expect(kit.controls.count('campaign', (candidate) => candidate === 'timed_out_once')).toBe(1);
    expect(kit.callCounts()['meta:create']).toBe(2);
  });

  it('measures every attempt under the meta service, and counts the retry of a transient error', async () => {
    kit.setKnobs({ nextFaults: ['server-error'] });
    const lines = captureEmf();
    const { graph } = client({ random: () => 0.5 });

    await graph.get('me', { fields: 'name' });
    vi.restoreAllMocks();

    expect(emfNamed(lines, 'UpstreamCalls')).toEqual([
      expect.objectContaining({ UpstreamCalls: 1, Service: 'meta' }),
      expect.objectContaining({ UpstreamCalls: 1, Service: 'meta' }),
    ]);
    expect(emfNamed(lines, 'UpstreamRetries')).toEqual([expect.objectContaining({ Service: 'meta' })]);
    expect(emfNamed(lines, 'UpstreamLatency')).toHaveLength(2);
  });
});

import { beforeEach, describe, expect, it } from 'vitest';
import { campaignFormSchema } from '#shared/schemas/meta-campaigns';
import type { CreativeRefreshRecord } from '../../../ports/creative-refresh';
import type { KeywordRecord } from '../../../ports/keywords';
import type { CampaignRecord } from '../../../ports/meta-campaigns';
import type { CreateOnceRequest, MetaGraphClient } from '../../../ports/meta-graph';
import { MetaGraphError } from '../../../providers/meta/meta-graph-error';
import { DomainError } from '../../domain-error';
import { createCreativeRefresh } from './creative-refresh-service';

/** A Graph API of one campaign, one ad set and its running ad; every write is noted in `ops`. */
function fakeGraph() {
  const objects = new Map<string, Record<string, unknown>>([
    [
      '900',
      {
        id: '900',
        name: 'old ad',
        status: 'ACTIVE',
        adset_id: '800',
        campaign_id: '700',
        creative: { id: '910' },
      },
    ],
    ['910', { id: '910', image_hash: 'hash-old', object_story_spec: { link_data: { name: 'Old Title' } } }],
  ]);
  const ops: string[] = [];
  let next = 1000;
  const failures = new Map<string, Error>();
  /** The new ad's verdict in review. */
  const review = { effectiveStatus: 'ACTIVE' };
  const failIfAsked = (op: string) => {
    const failure = failures.get(op);
    if (failure) {
      failures.delete(op);
      throw failure;
    }
  };
  const client = {
    version: 'v24.0',
    ownToken: () => 'token',
    async get<T>(path: string) {
      const found = objects.get(path);
      if (!found) throw new MetaGraphError({ kind: 'invalid-parameter', reason: 'Unknown', code: 100 });
      const view = { ...found };
      if (path !== '900' && view.status === 'ACTIVE') view.effective_status = review.effectiveStatus;
      return view as T;
    },
    async post<T>(path: string, params: Record<string, unknown> = {}) {
      const op = `${params.status === 'PAUSED' ? 'pause' : 'activate'} ${path}`;
      failIfAsked(op);
      ops.push(op);
      (objects.get(path) as Record<string, unknown>).status = params.status;
      return { success: true } as T;
    },
    async createOnce(request: CreateOnceRequest) {
      const kind = request.edge.split('/')[1] as string;
      if (request.lookFirst) {
        const found = [...objects.values()].find((object) => object.name === request.name);
        if (found) return { id: String(found.id), created: false };
      }
      const id = String(next++);
      objects.set(id, { id, name: request.name, status: 'ACTIVE', ...request.params });
      ops.push(`create ${kind}`);
      // A lost answer: Meta made it, the caller never heard.
      failIfAsked(`create ${kind}`);
      return { id, created: true };
    },
  } as unknown as MetaGraphClient;
  return { client, objects, ops, failures, review, statusOf: (id: string) => objects.get(id)?.status };
}

const form = campaignFormSchema.parse({
  keywordId: 'kw-1',
  useDefaultProfile: false,
  campaignObjective: 'OUTCOME_TRAFFIC',
  dailyBudget: 10,
  useCBO: false,
  adsetName: 'channel_00042',
  bidStrategy: 'AUTO',
  countries: ['US'],
  deviceTypes: ['ALL'],
  osTypes: ['ALL'],
  genders: ['ALL'],
  ageMin: 18,
  ageMax: 65,
  useCustomUrlParams: false,
  pageId: '1234',
  callToAction: 'LEARN_MORE',
  urlParameters: { utm_source: 'df' },
});
const campaign = {
  id: 'rec-1',
  keywordId: 'kw-1',
  campaignName: 'kw_hiking_boots_00042',
  adsetName: 'channel_00042',
  adTitle: 'Old Title',
  adDescription: 'Old text',
  form,
  state: 'created',
  created: {},
  settings: {
    campaignId: '700',
    adsetId: '800',
    adAccountId: '100',
    imageHash: 'hash-first',
    currency: 'USD',
    link: 'https://blog.example/hiking-boots/',
    targeting: { geo_locations: { countries: ['US'] } },
  },
} as unknown as CampaignRecord;
const keyword = {
  id: 'kw-1',
  masterKeyword: 'hiking boots',
  publishedUrl: 'https://blog.example/hiking-boots/',
  images: [{ url: '/images/x.png', caption: '', text: '' }],
} as unknown as KeywordRecord;

let graph: ReturnType<typeof fakeGraph>;
let records: Map<string, CreativeRefreshRecord>;
let usage: Record<string, number>[];
let writes: number;

function service() {
  return createCreativeRefresh({
    store: {
      get: async (id) => structuredClone(records.get(id)),
      start: async (record) => !records.has(record.id) && !!records.set(record.id, structuredClone(record)),
      save: async (record) => void records.set(record.id, structuredClone(record)),
    },
    campaigns: { findByMetaCampaignId: async (id) => (id === '700' ? campaign : undefined) },
    keywords: {
      findById: async () => keyword,
      update: async (_id, changes) => {
        usage.push(changes.addUsage ?? {});
        return keyword;
      },
    },
    metaClient: async () => graph.client,
    writer: {
      async write() {
        writes += 1;
        return {
          adTitle: 'Fresh Boots Title',
          adDescription: 'A new way to say it',
          usage: { 'creativeRefresh:gpt-4.1-mini:outputTokens': 120 },
        };
      },
    },
    clock: { now: () => Date.parse('2026-11-24T15:00:00Z') },
  });
}

const request = { key: 'k-1', campaignId: '700', adId: '900', newImage: false };

beforeEach(() => {
  graph = fakeGraph();
  records = new Map();
  usage = [];
  writes = 0;
});

describe('creative refresh', () => {
  it('makes the new creative and ad, checks Meta accepted it, and only then pauses the old ad', async () => {
    const { refresh, message } = await service().refresh(request);
    expect(graph.ops).toEqual(['create adcreatives', 'create ads', `pause 900`]);
    expect(graph.statusOf('900')).toBe('PAUSED');
    expect(graph.statusOf(refresh.newAdId)).toBe('ACTIVE');
    expect(refresh).toMatchObject({ state: 'done', oldAdTitle: 'Old Title', imageHash: 'hash-old' });
    expect(message).toBe(`New ad ${refresh.newAdId} ("Fresh Boots Title") is running; ad 900 paused`);
    // Same ad set, same URL tags, the new ad's own text on the landing URL.
    const creative = graph.objects.get(refresh.creativeId as string) as Record<string, string>;
    expect(creative.url_tags).toContain('utm_source=df&channel=channel_00042');
    expect(creative.url_tags).toContain('referrerAdCreative=Fresh%20Boots%20Title');
    expect(graph.objects.get(refresh.newAdId)).toMatchObject({ adset_id: '800' });
    expect(usage).toEqual([{ 'creativeRefresh:gpt-4.1-mini:outputTokens': 120 }]);
  });

  it('leaves the old ad running when Meta does not accept the new ad, and says so', async () => {
    graph.review.effectiveStatus = 'DISAPPROVED';
    const failure = await service()
      .refresh(request)
      .catch((error: DomainError) => error);
    expect(failure).toBeInstanceOf(DomainError);
    expect((failure as DomainError).message).toBe(
      'Meta did not accept the new ad (DISAPPROVED); the old ad keeps running',
    );
    expect(graph.statusOf('900')).toBe('ACTIVE');
    expect(graph.ops).toEqual(['create adcreatives', 'create ads', 'pause 1001']);
    // The same refresh again answers its outcome: no second ad, no second copy.
    await expect(service().refresh(request)).rejects.toThrow('Meta did not accept the new ad');
    expect(graph.ops).toHaveLength(3);
    expect(writes).toBe(1);
  });

  it("leaves the old ad running with Meta's reason when Meta refuses the new ad", async () => {
    graph.failures.set(
      'create ads',
      new MetaGraphError({
        kind: 'invalid-parameter',
        reason: 'bad',
        code: 100,
        userMessage: 'The ad is invalid.',
      }),
    );
    await expect(service().refresh(request)).rejects.toThrow(
      'The new ad was not made: Meta refused the change: The ad is invalid; the old ad keeps running',
    );
    expect(graph.statusOf('900')).toBe('ACTIVE');
    expect(graph.ops.filter((op) => op.startsWith('pause'))).toEqual([]);
  });

  it('resumes after Meta was busy without a second ad or a second copy', async () => {
    graph.failures.set(
      'create ads',
      new MetaGraphError({ kind: 'transient', reason: 'Service unavailable', code: 2 }),
    );
    await expect(service().refresh(request)).rejects.toThrow('the old ad keeps running');
    expect(graph.statusOf('900')).toBe('ACTIVE');
    const { refresh } = await service().refresh(request);
    expect(graph.ops.filter((op) => op === 'create ads')).toHaveLength(1);
    expect(graph.statusOf('900')).toBe('PAUSED');
    expect(writes).toBe(1);
    expect(usage).toHaveLength(1);
    // Done: the same key answers the same new ad; asked for another ad or a new image, it is refused.
    expect((await service().refresh(request)).refresh.newAdId).toBe(refresh.newAdId);
    await expect(service().refresh({ ...request, newImage: true })).rejects.toThrow(
      'This idempotency key was used to refresh another ad',
    );
  });

  it('refuses an ad that is not running, or not of the campaign, changing nothing', async () => {
    await expect(service().refresh({ ...request, adId: '910' })).rejects.toThrow(
      'This ad is not in this campaign',
    );
    await service().refresh(request);
    await expect(service().refresh({ ...request, key: 'k-2' })).rejects.toThrow(
      'Only an active ad is refreshed; this one is PAUSED',
    );
    await expect(service().refresh({ ...request, campaignId: '701' })).rejects.toThrow(
      'Only a campaign created here',
    );
  });

  it('undoes: the old ad on first, then the new one paused; the same key then makes a new refresh', async () => {
    const { refresh } = await service().refresh(request);
    graph.ops.length = 0;
    const said = await service().undo({
      campaignId: '700',
      oldAdId: '900',
      newAdId: refresh.newAdId,
      refreshId: refresh.id,
    });
    expect(said).toBe(`Ad 900 is running again; the new ad ${refresh.newAdId} is paused`);
    expect(graph.ops).toEqual(['activate 900', `pause ${refresh.newAdId}`]);
    expect(records.get(refresh.id)?.undoneAt).toBeDefined();
    const again = await service().refresh(request);
    expect(again.refresh.id).not.toBe(refresh.id);
    expect(again.refresh.newAdId).not.toBe(refresh.newAdId);
  });

  it('turns the old ad off again when the new one cannot be paused by the undo', async () => {
    const { refresh } = await service().refresh(request);
    graph.failures.set(
      `pause ${refresh.newAdId}`,
      new MetaGraphError({ kind: 'invalid-parameter', reason: 'no', code: 100, userMessage: 'Not now.' }),
    );
    await expect(
      service().undo({ campaignId: '700', oldAdId: '900', newAdId: refresh.newAdId, refreshId: refresh.id }),
    ).rejects.toThrow('The new ad was not paused: Meta refused the change: Not now.');
    expect(graph.statusOf('900')).toBe('PAUSED');
    expect(graph.statusOf(refresh.newAdId)).toBe('ACTIVE');
  });
});

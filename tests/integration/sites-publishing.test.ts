import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordListResponse } from '#shared/schemas/keyword-list';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { Site } from '#shared/schemas/sites';
import { FAST_RETRIES } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
let travel: Site;
let garden: Site;

/** As the Add Keywords dialog sends it, with the site when given. */
const batch = (keywords: string[], siteId?: string) => ({
  keywords,
  transactionalTagsCount: 2,
  navigationalTagsCount: 2,
  generateVariants: false,
  publishToWordPress: true,
  generateAds: false,
  ...(siteId ? { siteId } : {}),
});

async function addSite(slug: string, extra: Record<string, unknown> = {}) {
  const site = await t.stack.sandbox.wordpressSites.credentials(slug);
  const body = {
    name: slug,
    wpSiteUrl: site.siteUrl,
    wpUsername: site.username,
    wpAppPassword: site.appPassword,
    ...extra,
  };
  const response = await t.call('POST', '/api/sites', { cookie, body });
  expect(response.status).toBe(201);
  return (await response.json()) as Site;
}

async function add(keywords: string[], siteId?: string) {
  const response = await t.call('POST', '/api/keywords/batch', { cookie, body: batch(keywords, siteId) });
  expect(response.status).toBe(201);
  return ((await response.json()) as { created: KeywordSummary[] }).created;
}

const keyword = async (id: string) =>
  (await (await t.call('GET', `/api/keywords/${id}`, { cookie })).json()) as KeywordSummary;
const list = async (query: string) =>
  (await (await t.call('GET', `/api/keywords?${query}`, { cookie })).json()) as KeywordListResponse;
const postSlugs = async (slug: string) =>
  (await t.stack.sandbox.wordpressSites.posts(slug)).map((post) => post.slug);

beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 4, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
  travel = await addSite('travel', { defaultCategory: 1 });
  garden = await addSite('garden');
});
afterAll(() => t.close());

describe('keywords written for a site', () => {
  it('publishes each batch on its own site, and the contract payload on the default site', async () => {
    const [forTravel] = await add(['lisbon weekend'], travel.id);
    const [forGarden] = await add(['tomato seedlings'], garden.id);
    const [forDefault] = await add(['plain default keyword']);
    expect(forTravel!.siteId).toBe(travel.id);
    expect(forDefault!.siteId).toBe('primary');
    await t.stack.pipeline.idle();

    const travelled = await keyword(forTravel!.id);
    const gardened = await keyword(forGarden!.id);
    const defaulted = await keyword(forDefault!.id);
    expect(travelled).toMatchObject({ status: 'Completed', articleStatus: 'published', siteId: travel.id });
    expect(travelled.publishedUrl).toMatch(/\/sites\/travel\//);
    expect(gardened.publishedUrl).toMatch(/\/sites\/garden\//);
    expect(defaulted.publishedUrl).not.toMatch(/\/sites\//);
    expect(await postSlugs('travel')).toEqual([expect.stringMatching(/^lisbon-weekend-/)]);
    expect(await postSlugs('garden')).toEqual([expect.stringMatching(/^tomato-seedlings-/)]);
    const [travelPost] = await t.stack.sandbox.wordpressSites.posts('travel');
    expect(travelPost!.categories).toEqual([1]);
  });

  it('lists one site with its own total and rows, also under a search or status', async () => {
    const travelRows = await list(`site=${travel.id}`);
    expect(travelRows.total).toBe(1);
    expect(travelRows.keywords.map((row) => row.masterKeyword)).toEqual(['lisbon weekend']);
    expect((await list(`site=${garden.id}&search=tomato`)).total).toBe(1);
    expect((await list(`site=${travel.id}&search=tomato`)).total).toBe(0);
    expect((await list(`site=${garden.id}&status=completed`)).total).toBe(1);
    expect((await list('site=primary')).keywords.map((row) => row.masterKeyword)).toEqual([
      'plain default keyword',
    ]);
    expect((await list('')).total).toBe(3);
  });

  it("keeps a keyword's site through a failure and its retry", async () => {
    const broken = await addSite('broken');
    await t.call('PATCH', `/api/sites/${broken.id}`, { cookie, body: { wpAppPassword: 'wrong password' } });
    const [created] = await add(['failing on broken'], broken.id);
    await t.stack.pipeline.idle();
    expect(await keyword(created!.id)).toMatchObject({ status: 'Error', siteId: broken.id });

    const right = await t.stack.sandbox.wordpressSites.credentials('broken');
    await t.call('PATCH', `/api/sites/${broken.id}`, { cookie, body: { wpAppPassword: right.appPassword } });
    const retried = await t.call('POST', `/api/keywords/${created!.id}/retry`, { cookie });
    expect(retried.status).toBe(200);
    await t.stack.pipeline.idle();
    const after = await keyword(created!.id);
    expect(after).toMatchObject({ status: 'Completed', siteId: broken.id });
    expect(after.publishedUrl).toMatch(/\/sites\/broken\//);
    expect(await postSlugs('broken')).toEqual([expect.stringMatching(/^failing-on-broken-/)]);
  });

  it('refuses a batch for an unknown site, and writes nothing', async () => {
    const before = (await list('')).total;
    const response = await t.call('POST', '/api/keywords/batch', { cookie, body: batch(['orphan'], 'nope') });
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'Site not found: nope' });
    expect((await list('')).total).toBe(before);
  });

  it('refuses to delete a site while keywords are queued for it', async () => {
    const queued = await addSite('queued');
    await t.stack.sandbox.setKnobs({ gemini: { latencyMs: 400 } });
    await add(['waiting keyword'], queued.id);
    const refused = await t.call('DELETE', `/api/sites/${queued.id}`, { cookie });
    expect(refused.status).toBe(409);
    expect(await refused.json()).toEqual({
      message: '1 keyword is queued for this site: delete them or let them finish first',
    });
    await t.stack.pipeline.idle();
    await t.stack.sandbox.setKnobs({});
    expect((await t.call('DELETE', `/api/sites/${queued.id}`, { cookie })).status).toBe(204);
  });
});

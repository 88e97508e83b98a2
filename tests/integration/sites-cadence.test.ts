import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordListResponse } from '#shared/schemas/keyword-list';
import type { Keyword, KeywordSummary } from '#shared/schemas/keywords';
import type { Site } from '#shared/schemas/sites';
import { FAST_RETRIES } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createLinkIndex } from '../../functions/src/adapters/dynamodb/quality/link-index';
import { linkTagsOf } from '../../functions/src/domain/quality/internal-links';

/**
 * A site's cadence (decision 040): 5 posts a day between 9:00 and 17:00 in Paris. The app and the
 * WordPress sandbox share the test's clock, fixed at 06:00 in Paris on 2026-11-26 until a test moves it.
 */
let now = Date.parse('2026-11-26T05:00:00Z');
const clock = { now: () => now };
let t: TestStack;
let cookie: string;
let site: Site;

/** The slots of 5 a day from 9:00 to 17:00 in Paris (UTC+1 in November), as UTC instants. */
const DAY_SLOTS = ['08:00', '09:36', '11:12', '12:48', '14:24'];
const slotsOf = (day: string) => DAY_SLOTS.map((time) => `${day}T${time}:00.000Z`);
const EXPECTED = [...slotsOf('2026-11-26'), ...slotsOf('2026-11-27'), ...slotsOf('2026-11-28').slice(0, 2)];

const batch = (keywords: string[]) => ({
  keywords,
  transactionalTagsCount: 2,
  navigationalTagsCount: 2,
  generateVariants: false,
  publishToWordPress: true,
  generateAds: false,
  siteId: site.id,
});

async function add(keywords: string[]) {
  const response = await t.call('POST', '/api/keywords/batch', { cookie, body: batch(keywords) });
  expect(response.status).toBe(201);
  await t.stack.pipeline.idle();
  return ((await response.json()) as { created: KeywordSummary[] }).created;
}
const keyword = async (id: string) =>
  (await (await t.call('GET', `/api/keywords/${id}`, { cookie })).json()) as Keyword;
const list = async (query: string) =>
  (await (await t.call('GET', `/api/keywords?${query}`, { cookie })).json()) as KeywordListResponse;
const posts = () => t.stack.sandbox.wordpressSites.posts('cadence');

let created: KeywordSummary[] = [];
const byDate = () =>
  Promise.all(created.map((row) => keyword(row.id))).then((rows) =>
    rows.toSorted((a, b) => (a.publishedDate ?? '').localeCompare(b.publishedDate ?? '')),
  );

beforeAll(async () => {
  t = await startTestStack({ clock, pipeline: { maxConcurrency: 4, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
  const wordpress = await t.stack.sandbox.wordpressSites.credentials('cadence');
  const response = await t.call('POST', '/api/sites', {
    cookie,
    body: {
      name: 'Cadence',
      wpSiteUrl: wordpress.siteUrl,
      wpUsername: wordpress.username,
      wpAppPassword: wordpress.appPassword,
      timeZone: 'Europe/Paris',
      cadence: { postsPerDay: 5, startHour: 9, endHour: 17 },
    },
  });
  expect(response.status).toBe(201);
  site = (await response.json()) as Site;
  created = await add(Array.from({ length: 12 }, (_, index) => `cadence keyword ${index + 1}`));
}, 120_000);
afterAll(() => t.close());

describe('a site with a cadence', () => {
  it('schedules 12 keywords at 5 a day, evenly from 9:00 to 17:00 Paris time, over three days', async () => {
    const rows = await byDate();
    expect(rows.map((row) => row.publishedDate)).toEqual(EXPECTED);
    for (const row of rows) {
      expect(row).toMatchObject({ status: 'Scheduled', articleStatus: 'scheduled' });
      expect(row.url).toBeUndefined();
    }
    const future = (await posts()).toSorted((a, b) => a.date.localeCompare(b.date));
    expect(future.map((post) => [post.status, post.date])).toEqual(EXPECTED.map((date) => ['future', date]));
    expect((await list(`site=${site.id}&status=scheduled`)).total).toBe(12);
    expect((await list(`site=${site.id}&status=completed`)).total).toBe(0);
  });

  it('offers no scheduled article to a campaign, and says how many there are', async () => {
    const body = await (await t.call('GET', '/api/keywords/published-all', { cookie })).json();
    expect(body).toEqual({ keywords: [], scheduled: 12, next: null });
  });

  it('keeps its slot when a scheduled keyword is processed again', async () => {
    const [first] = await byDate();
    const again = await t.call('POST', '/api/keywords/bulk-process', { cookie, body: { ids: [first!.id] } });
    expect(again.status).toBe(200);
    await t.stack.pipeline.idle();
    expect(await keyword(first!.id)).toMatchObject({ status: 'Scheduled', publishedDate: EXPECTED[0] });
    expect((await posts()).map((post) => post.date).toSorted()).toEqual(EXPECTED);
  });

  it('learns on view that WordPress published the posts whose time came', async () => {
    now = Date.parse('2026-11-26T10:00:00Z');
    const rows = await byDate();
    expect(rows.map((row) => row.status)).toEqual(['Completed', 'Completed', ...Array(10).fill('Scheduled')]);
    expect(rows[0]).toMatchObject({ articleStatus: 'published', publishedDate: EXPECTED[0] });
    expect(rows[0]!.publishedUrl).toMatch(/\/sites\/cadence\//);
    // Live now, so the site's later articles may link to them, at their live address; the scheduled ones
    // not yet (each looked up by its own tags).
    const links = createLinkIndex(t.stack.table);
    const targetOf = async (row: Keyword) =>
      (await links.related(site.id, linkTagsOf(row), 50)).find(({ target }) => target.keywordId === row.id);
    expect((await targetOf(rows[0]!))?.target.url).toBe(rows[0]!.publishedUrl);
    expect((await targetOf(rows[1]!))?.target.url).toBe(rows[1]!.publishedUrl);
    expect(await targetOf(rows[2]!)).toBeUndefined();
    const body = await (await t.call('GET', '/api/keywords/published-all', { cookie })).json();
    expect(body.scheduled).toBe(10);
    expect(body.keywords).toHaveLength(2);
  });

  it('frees a deleted keyword’s slot and deletes its scheduled post, and the next keyword takes the slot', async () => {
    const rows = await byDate();
    const last = rows.at(-1)!;
    const removed = await t.call('DELETE', `/api/keywords/${last.id}`, { cookie });
    expect(removed.status).toBe(200);
    expect((await posts()).map((post) => post.date)).not.toContain(last.publishedDate);

    created = created.filter((row) => row.id !== last.id);
    const [next] = await add(['cadence keyword 13']);
    expect(await keyword(next!.id)).toMatchObject({ status: 'Scheduled', publishedDate: last.publishedDate });
    expect((await posts()).filter((post) => post.status === 'future')).toHaveLength(10);
  });

  it('cannot be deleted while keywords wait there for their slot, and stays', async () => {
    const response = await t.call('DELETE', `/api/sites/${site.id}`, { cookie });
    expect(response.status).toBe(409);
    expect(await response.json()).toEqual({
      message: '10 keywords are queued for this site: delete them or let them finish first',
    });
    expect((await t.call('GET', `/api/sites/${site.id}`, { cookie })).status).toBe(200);
  });

  it('learns from the scheduled refresh, unviewed, which posts WordPress published since', async () => {
    now = Date.parse('2026-11-26T13:00:00Z'); // the 11:12 and 12:48 slots have passed
    await t.stack.deps.insightsRefresh.run('recent');
    const completed = await list(`site=${site.id}&status=completed`);
    expect(completed.total).toBe(4);
    expect(completed.keywords.map((row) => row.publishedDate).toSorted()).toEqual(EXPECTED.slice(0, 4));
    expect((await list(`site=${site.id}&status=scheduled`)).total).toBe(8);
  });
});

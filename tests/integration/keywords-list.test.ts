import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKeywords } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { mapLimit } from '../../functions/src/adapters/dynamodb/batch-io';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import type { KeywordRecord, KeywordRepository } from '../../functions/src/ports/keywords';
import type { KeywordListResponse } from '../../shared/schemas/keyword-list';
import type { KeywordStatus } from '../../shared/schemas/keywords';

const DAY = 86_400_000;
const START = Date.parse('2025-03-01T12:00:00Z');
const COUNT = 1000;

let t: TestStack;
let cookie: string;
let repository: KeywordRepository;
/** Seeded keywords, newest first, with the status and published state each was given. */
let expected: { record: KeywordRecord; status: KeywordStatus; published: boolean; day: string }[];

/** Keyword n of the seed gets a status and published state from its position, to mix them. */
const statusOf = (n: number): KeywordStatus =>
  n % 20 === 3 ? 'Error' : n % 20 === 7 ? 'Processing' : n % 10 === 5 ? 'Completed' : 'Pending';
/** Half of the Completed ones and a few in Error have a published article. */
const publishedOf = (n: number) => n % 20 === 5 || n % 60 === 3;

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  // Ten creation days, a hundred keywords each: the repository's clock advances one day per batch.
  let now = START;
  repository = createKeywordRepository(t.stack.table, { now: () => now });
  const created: KeywordRecord[] = [];
  for (let day = 0; day < 10; day += 1) {
    now = START + day * DAY;
    created.push(...(await seedKeywords(repository, 100, { first: day * 100, batchSize: 100 })));
  }
  // Walk each keyword through the pipeline's transitions to its status, a few at a time as runs do.
  await mapLimit(
    created.map((record, n) => ({ record, n })),
    8,
    async ({ record, n }) => {
      const status = statusOf(n);
      if (status === 'Pending') return;
      await repository.transition(record.id, ['Pending'], 'Processing');
      if (status === 'Error') await repository.transition(record.id, ['Processing'], 'Error');
      if (status === 'Completed') await repository.transition(record.id, ['Processing'], 'Completed');
      if (publishedOf(n)) await repository.update(record.id, { articleStatus: 'published' });
    },
  );
  expected = created
    .map((record, n) => ({
      record,
      status: statusOf(n),
      published: publishedOf(n),
      day: new Date(START + Math.floor(n / 100) * DAY).toISOString().slice(0, 10),
    }))
    .reverse();
}, 240_000);
afterAll(() => t.close());

async function list(query: string): Promise<KeywordListResponse> {
  const response = await t.call('GET', `/api/keywords?${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const ids = (page: KeywordListResponse) => page.keywords.map((keyword) => keyword.id);
const idsOf = (rows: typeof expected) => rows.map((row) => row.record.id);
const hasWordStartingWith = (text: string, prefix: string) =>
  text.split(' ').some((word) => word.startsWith(prefix));

describe('GET /api/keywords on 1,000 keywords', () => {
  it('lists page 1 newest first with the total, from, to and page count', async () => {
    const page = await list('page=1');

    expect(ids(page)).toEqual(idsOf(expected.slice(0, 20)));
    expect(page).toMatchObject({ total: COUNT, from: 1, to: 20, totalPages: 50 });
  });

  it('lists a middle page and the last page', async () => {
    const middle = await list('page=17');
    const last = await list('page=50');

    expect(ids(middle)).toEqual(idsOf(expected.slice(320, 340)));
    expect(middle).toMatchObject({ from: 321, to: 340 });
    expect(ids(last)).toEqual(idsOf(expected.slice(980, 1000)));
    expect(last).toMatchObject({ total: COUNT, from: 981, to: 1000, totalPages: 50 });
  });

  it('answers a page past the end with no rows and 0 to 0', async () => {
    const page = await list('page=51');

    expect(page).toEqual({ keywords: [], total: COUNT, from: 0, to: 0, totalPages: 50 });
  });

  it.each(['pending', 'processing', 'completed', 'error'])(
    'filters by status %s, newest first',
    async (filter) => {
      const matching = expected.filter((row) => row.status.toLowerCase() === filter);

      const first = await list(`status=${filter}`);
      const lastPage = Math.ceil(matching.length / 20);
      const last = await list(`status=${filter}&page=${lastPage}`);

      expect(first.total).toBe(matching.length);
      expect(ids(first)).toEqual(idsOf(matching.slice(0, 20)));
      expect(first.keywords.every((keyword) => keyword.status.toLowerCase() === filter)).toBe(true);
      expect(ids(last)).toEqual(idsOf(matching.slice((lastPage - 1) * 20)));
      expect(last).toMatchObject({
        from: (lastPage - 1) * 20 + 1,
        to: matching.length,
        totalPages: lastPage,
      });
    },
  );

  it('matches the status filter case-insensitively', async () => {
    expect((await list('status=ERROR')).total).toBe((await list('status=error')).total);
  });

  it('searches by word prefix, case-insensitively, newest first', async () => {
    const matching = expected.filter((row) => hasWordStartingWith(row.record.masterKeyword, 'hik'));

    const first = await list('search=HIK');
    const second = await list('search=hik&page=2');

    expect(first.total).toBe(matching.length);
    expect(matching.length).toBe(100);
    expect(ids(first)).toEqual(idsOf(matching.slice(0, 20)));
    expect(ids(second)).toEqual(idsOf(matching.slice(20, 40)));
  });

  it('finds nothing for a prefix inside a word', async () => {
    expect(await list('search=iking')).toMatchObject({ keywords: [], total: 0, totalPages: 0 });
  });

  it('needs every word of a search to match', async () => {
    const matching = expected.filter(
      ({ record }) =>
        hasWordStartingWith(record.masterKeyword, 'red') && hasWordStartingWith(record.masterKeyword, 'bo'),
    );

    const page = await list(`search=${encodeURIComponent('red  BO')}`);

    expect(page.total).toBe(matching.length);
    expect(ids(page)).toEqual(idsOf(matching.slice(0, 20)));
  });

  it('pages searches of words that each match hundreds of keywords', async () => {
    const matchingAll = (words: string[]) =>
      expected.filter(({ record }) =>
        words.every((word) => hasWordStartingWith(record.masterKeyword, word.toLowerCase())),
      );
    const two = matchingAll(['b', 's']);
    const three = matchingAll(['s', 'g', 'b']);

    const first = await list('search=b+S');
    const third = await list('search=b+S&page=3');
    const last = await list(`search=b+S&page=${first.totalPages}`);
    const threeWords = await list('search=s+g+b&page=2');

    expect(two.length).toBeGreaterThan(60);
    expect(first.total).toBe(two.length);
    expect(ids(first)).toEqual(idsOf(two.slice(0, 20)));
    expect(ids(third)).toEqual(idsOf(two.slice(40, 60)));
    expect(ids(last)).toEqual(idsOf(two.slice((first.totalPages - 1) * 20)));
    expect(three.length).toBeGreaterThan(20);
    expect(threeWords.total).toBe(three.length);
    expect(ids(threeWords)).toEqual(idsOf(three.slice(20, 40)));
  });

  it('finds nothing when one of the words is in no keyword', async () => {
    expect(await list('search=red+zzyzx')).toMatchObject({ keywords: [], total: 0, totalPages: 0 });
    expect(await list('search=zzyzx+red&status=pending')).toMatchObject({ keywords: [], total: 0 });
  });

  it('combines several words with the status and published filters', async () => {
    const matching = expected.filter(
      (row) =>
        row.status === 'Completed' &&
        row.published &&
        ['b', 's'].every((word) => hasWordStartingWith(row.record.masterKeyword, word)),
    );

    const page = await list('search=b+s&status=completed&publishedOnly=true');

    expect(matching.length).toBeGreaterThan(0);
    expect(page.total).toBe(matching.length);
    expect(ids(page)).toEqual(idsOf(matching.slice(0, 20)));
  });

  it('combines search with the status filter', async () => {
    const matching = expected.filter(
      (row) => row.status === 'Completed' && hasWordStartingWith(row.record.masterKeyword, 'shoe'),
    );

    const page = await list('search=shoe&status=completed');

    expect(page.total).toBe(matching.length);
    expect(ids(page)).toEqual(idsOf(matching.slice(0, 20)));
  });

  it('filters by creation dates, inclusive', async () => {
    const matching = expected.filter((row) => row.day >= '2025-03-03' && row.day <= '2025-03-05');

    const page = await list('createdFrom=2025-03-03&createdTo=2025-03-05&page=2');

    expect(page.total).toBe(300);
    expect(ids(page)).toEqual(idsOf(matching.slice(20, 40)));
  });

  it('filters to published articles, also with a status and a date', async () => {
    const published = expected.filter((row) => row.published);
    const completedLater = published.filter((row) => row.status === 'Completed' && row.day >= '2025-03-06');

    const all = await list('publishedOnly=true');
    const narrowed = await list('publishedOnly=true&status=completed&createdFrom=2025-03-06');

    expect(all.total).toBe(published.length);
    expect(ids(all)).toEqual(idsOf(published.slice(0, 20)));
    expect(narrowed.total).toBe(completedLater.length);
    expect(ids(narrowed)).toEqual(idsOf(completedLater.slice(0, 20)));
  });

  it.each([
    ['page=0', 'page: Number must be greater than or equal to 1'],
    ['page=two', 'page: Expected number, received nan'],
    [
      'status=done',
      "status: Invalid enum value. Expected 'all' | 'pending' | 'processing' | 'completed' | 'error', received 'done'",
    ],
    ['createdFrom=2025-3-1', 'createdFrom: Expected a date as yyyy-MM-dd'],
    [
      'createdFrom=2025-03-09&createdTo=2025-03-01',
      'createdFrom: The start date must not be after the end date',
    ],
    ['publishedOnly=yes', "publishedOnly: Invalid enum value. Expected 'true' | 'false', received 'yes'"],
  ])('refuses the query %s with 400 and a message', async (query, message) => {
    const response = await t.call('GET', `/api/keywords?${query}`, { cookie });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
  });
});

describe('counters through status changes and deletes', () => {
  it('keeps totals, status counts and stats exact', async () => {
    const count = (status: KeywordStatus) => expected.filter((row) => row.status === status).length;
    const before = await (await t.call('GET', '/api/stats', { cookie })).json();
    const [pending, completed] = [
      expected.find((row) => row.status === 'Pending')!,
      expected.find((row) => row.status === 'Completed' && !row.published)!,
    ];

    const word = completed.record.masterKeyword.split(' ')[0]!;
    const searchBefore = (await list(`search=${word}`)).total;

    // Act: a race for the same transition applies once; then a delete.
    const raced = await Promise.all([
      repository.transition(pending.record.id, ['Pending'], 'Processing'),
      repository.transition(pending.record.id, ['Pending'], 'Processing'),
    ]);
    await repository.transition(pending.record.id, ['Processing'], 'Completed');
    await t.call('DELETE', `/api/keywords/${completed.record.id}`, { cookie });

    expect(raced.filter(Boolean)).toHaveLength(1);
    expect(before).toEqual({
      keywordsProcessed: count('Completed'),
      articlesPublished: expected.filter((row) => row.published).length,
      adCampaigns: 0,
      completedVariants: 0,
    });
    expect((await (await t.call('GET', '/api/stats', { cookie })).json()).keywordsProcessed).toBe(
      count('Completed'),
    );
    expect((await list('status=pending')).total).toBe(count('Pending') - 1);
    expect((await list('status=completed')).total).toBe(count('Completed'));
    expect((await list('page=1')).total).toBe(COUNT - 1);
    expect((await list(`search=${word}`)).total).toBe(searchBefore - 1);
  });
});

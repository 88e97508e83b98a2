import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { PublishedKeywordsResponse } from '#shared/schemas/published-keywords';
import { buildNewKeyword } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import type { KeywordRecord } from '../../functions/src/ports/keywords';

/**
 * `published-all` answers at most 100 keywords, newest first, with a cursor to read on, and searches
 * published master keywords on the server. 120 published masters, 15 published variants and a few
 * unpublished keywords are stored, interleaved.
 */
let t: TestStack;
let cookie: string;
const published: KeywordRecord[] = [];
const unpublished: KeywordRecord[] = [];

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  const { keywords } = t.stack.deps;
  for (let n = 0; n < 120; n++) {
    const word = n % 10 === 0 ? 'canoe' : 'kayak';
    const [master] = (await keywords.create([buildNewKeyword({ masterKeyword: `${word} paddles ${n}` })]))
      .created;
    published.push(master!);
    if (n % 8 === 0) {
      const [variant] = (
        await keywords.create([buildNewKeyword({ parentId: master!.id, masterKeyword: `${word} oars ${n}` })])
      ).created;
      published.push(variant!);
    }
    if (n % 40 === 0) {
      const [draft] = (await keywords.create([buildNewKeyword({ masterKeyword: `canoe drafts ${n}` })]))
        .created;
      unpublished.push(draft!);
    }
  }
  for (const keyword of published) {
    await keywords.transition(keyword.id, ['Pending'], 'Processing');
    await keywords.transition(keyword.id, ['Processing'], 'Completed', {
      articleStatus: 'published',
      publishedUrl: `https://blog.example/${keyword.id}`,
    });
  }
}, 300_000);
afterAll(() => t.close());

const get = async (query = '') => {
  const response = await t.call('GET', `/api/keywords/published-all${query}`, { cookie });
  return {
    status: response.status,
    body: (await response.json()) as PublishedKeywordsResponse & { message?: string },
  };
};
const ids = (rows: KeywordSummary[]) => rows.map((row) => row.id);

describe('GET /api/keywords/published-all, a page at a time', () => {
  it('answers the newest 100 without parameters, as the contract’s client asks, and a cursor to the rest', async () => {
    const first = await get();

    expect(first.status).toBe(200);
    expect(first.body.keywords).toHaveLength(100);
    expect(typeof first.body.next).toBe('string');
    const second = await get(`?cursor=${first.body.next}`);
    expect(second.body.next).toBeNull();

    const newestFirst = [...published].reverse().map((keyword) => keyword.id);
    expect([...ids(first.body.keywords), ...ids(second.body.keywords)]).toEqual(newestFirst);
    expect(second.body.scheduled).toBe(0);
  });

  it('searches published master keywords on the server, a page at a time too', async () => {
    const found = await get('?search=canoe');

    const canoes = published.filter(
      (keyword) => !keyword.parentId && keyword.masterKeyword.startsWith('canoe'),
    );
    expect(ids(found.body.keywords)).toEqual(canoes.reverse().map((keyword) => keyword.id));
    expect(found.body.next).toBeNull();
    for (const draft of unpublished) expect(ids(found.body.keywords)).not.toContain(draft.id);

    const kayaks = await get('?search=kayak');
    expect(kayaks.body.keywords).toHaveLength(100);
    const rest = await get(`?search=kayak&cursor=${kayaks.body.next}`);
    expect(rest.body.keywords).toHaveLength(8);
    expect(rest.body.next).toBeNull();
  });

  it('refuses a cursor it did not give', async () => {
    for (const query of ['?cursor=abc', '?cursor=12', '?search=canoe&cursor=1.2']) {
      const refused = await get(query);
      expect([query, refused.status]).toEqual([query, 400]);
      expect(refused.body.message).toBe('cursor: Not a cursor this list gave; ask again without it');
    }
  });
});

import { GetCommand } from '@aws-sdk/lib-dynamodb';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKeywords } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createListWriter } from '../../functions/src/adapters/dynamodb/keywords/counted-list-writer';
import {
  keywordKey,
  siteToken,
  tokenList,
} from '../../functions/src/adapters/dynamodb/keywords/keyword-items';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import type { KeywordListFilter, KeywordRecord, KeywordRepository } from '../../functions/src/ports/keywords';

const SITES = ['site-a', 'site-b', 'site-c'];

let t: TestStack;
let repository: KeywordRepository;
/** Seeded keywords, newest first. */
let seeded: KeywordRecord[];
/** The sort keys read per partition key, recorded while `recording` is set. */
let readKeys: Map<string, string[]>;
let recording = false;

beforeAll(async () => {
  t = await startTestStack();
  repository = createKeywordRepository(t.stack.table, { now: () => Date.parse('2025-03-01T12:00:00Z') });
  seeded = (await seedKeywords(repository, 300, { batchSize: 100, sites: SITES })).reverse();
  readKeys = new Map();
  t.stack.table.client.middlewareStack.add(
    (next) => async (args) => {
      if (recording) {
        const input = args.input as {
          Key?: Record<string, string>;
          RequestItems?: Record<string, { Keys: Record<string, string>[] }>;
        };
        const keys = [input.Key, ...Object.values(input.RequestItems ?? {}).flatMap((r) => r.Keys)];
        for (const key of keys) {
          if (key) readKeys.set(key.pk!, [...(readKeys.get(key.pk!) ?? []), key.sk!]);
        }
      }
      return next(args);
    },
    { step: 'initialize', name: 'siteSearchReadKeys' },
  );
}, 120_000);
afterAll(() => t.close());

const matching = (site: string, words: string[]) =>
  seeded.filter(
    (record) =>
      record.siteId === site &&
      words.every((word) => record.masterKeyword.split(' ').some((part) => part.startsWith(word))),
  );

async function list(filter: KeywordListFilter, offset = 0) {
  recording = true;
  readKeys.clear();
  try {
    return await repository.list(filter, offset, 20);
  } finally {
    recording = false;
  }
}

const ids = (records: { id: string }[]) => records.map((record) => record.id);

describe('a search inside one site', () => {
  it('pages the site keywords that hold every word, newest first', async () => {
    const one = matching('site-b', ['b']);
    const two = matching('site-b', ['b', 's']);

    const first = await list({ site: 'site-b', search: 'b' });
    const second = await list({ site: 'site-b', search: 'b' }, 20);
    const both = await list({ site: 'site-b', search: 'b s' });

    expect(one.length).toBeGreaterThan(40);
    expect(first.total).toBe(one.length);
    expect(ids(first.keywords)).toEqual(ids(one.slice(0, 20)));
    expect(ids(second.keywords)).toEqual(ids(one.slice(20, 40)));
    expect(two.length).toBeGreaterThan(0);
    expect(both.total).toBe(two.length);
    expect(ids(both.keywords)).toEqual(ids(two.slice(0, 20)));
  });

  it('keeps a status filter beside the site and the words', async () => {
    const page = await list({ site: 'site-c', search: 'b', status: 'Pending' });

    expect(page.total).toBe(matching('site-c', ['b']).length);
    expect(await list({ site: 'site-c', search: 'b', status: 'Completed' })).toMatchObject({ total: 0 });
  });

  it("reads only the site list's head: the site is one more token to intersect", async () => {
    await list({ site: 'site-a', search: 'b' });

    expect(readKeys.get('KWL#S:site-a')).toEqual(['H']);
    expect(readKeys.get(`KWL#T:${siteToken('site-a')}`)).toEqual(['H']);
  });

  it('still finds a keyword indexed before site tokens existed, from the site list', async () => {
    const old = matching('site-b', ['b'])[5]!;
    const { Item } = await t.stack.table.client.send(
      new GetCommand({ TableName: t.stack.table.name, Key: keywordKey(old.id) }),
    );
    // As a keyword stored before this change: listed under its words and its site, not under the site token.
    await createListWriter(t.stack.table).sync(tokenList(siteToken('site-b')), [
      { sequence: Item!.seq, id: old.id, class: '*', version: Item!.ver + 1, gone: true },
    ]);

    const page = await list({ site: 'site-b', search: 'b' });

    expect(page.total).toBe(matching('site-b', ['b']).length);
    expect(ids(page.keywords)).toContain(old.id);
    expect(readKeys.get('KWL#S:site-b')?.length).toBeGreaterThan(1);
  });
});

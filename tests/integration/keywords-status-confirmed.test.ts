import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedKeywords } from '#tests/support/keyword-builders';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { mapLimit } from '../../functions/src/adapters/dynamodb/batch-io';
import { createKeywordRepository } from '../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import type { KeywordRepository } from '../../functions/src/ports/keywords';
import type { KeywordListResponse } from '../../shared/schemas/keyword-list';

/**
 * A status-filtered page shows only rows whose record is in that status when it is read, and stays full.
 * The race is made on purpose: a client middleware on the app's own DynamoDB client moves a keyword on
 * (record and lists, as the pipeline would) when the list request reads the page's records, that is after
 * the list told it the keyword was Processing.
 */
const COUNT = 45;

let t: TestStack;
let cookie: string;
let repository: KeywordRepository;
/** Seeded ids, newest first. */
let seeded: string[];
const finished = new Set<string>();
/** Runs once, before the first read of keyword records that includes this keyword. */
let beforeRecordRead: { id: string; run: () => Promise<unknown> } | undefined;

beforeAll(async () => {
  t = await startTestStack();
  cookie = await t.signIn();
  repository = createKeywordRepository(t.stack.table, t.stack.clock);
  const created = await seedKeywords(repository, COUNT);
  await mapLimit(created, 8, (keyword) => repository.transition(keyword.id, ['Pending'], 'Processing'));
  seeded = created.map((keyword) => keyword.id).reverse();
  t.stack.table.client.middlewareStack.add(
    (next, context) => async (args) => {
      const hook = beforeRecordRead;
      if (hook && context.commandName?.startsWith('BatchGet') && recordIdsOf(args.input).includes(hook.id)) {
        beforeRecordRead = undefined;
        await hook.run();
      }
      return next(args);
    },
    { step: 'initialize' },
  );
}, 120_000);
afterAll(() => t.close());

/** The ids of the keyword records (`KW#<id>`/`KW`) a BatchGet asks for, marshalled or not. */
function recordIdsOf(input: unknown): string[] {
  const plain = (value: unknown) => (typeof value === 'string' ? value : (value as { S?: string })?.S);
  const requests = (input as { RequestItems?: Record<string, { Keys?: Record<string, unknown>[] }> })
    .RequestItems;
  return Object.values(requests ?? {})
    .flatMap((request) => request.Keys ?? [])
    .filter((key) => plain(key.sk) === 'KW')
    .map((key) => plain(key.pk)?.slice('KW#'.length) ?? '');
}

/** Moves `id` to Completed as soon as the next list request reads its record. */
function finishDuringNextRead(id: string) {
  beforeRecordRead = {
    id,
    run: async () => {
      expect(await repository.transition(id, ['Processing'], 'Completed')).toBe(true);
      finished.add(id);
    },
  };
}

async function list(query: string): Promise<KeywordListResponse> {
  const response = await t.call('GET', `/api/keywords?${query}`, { cookie });
  expect(response.status).toBe(200);
  return response.json();
}

const stillProcessing = () => seeded.filter((id) => !finished.has(id));

describe('GET /api/keywords?status=processing while a keyword finishes', () => {
  it('leaves out the keyword whose record finished and fills the page from the next one', async () => {
    const before = stillProcessing();
    finishDuringNextRead(before[2]!);

    const page = await list('status=processing&page=1');

    expect(beforeRecordRead).toBeUndefined();
    expect(page.keywords.map((keyword) => keyword.status)).toEqual(Array(20).fill('Processing'));
    expect(page.keywords.map((keyword) => keyword.id)).toEqual(stillProcessing().slice(0, 20));
    // The total is the count the lists held when the request read them, before the keyword moved on.
    expect(page).toMatchObject({ total: before.length, from: 1, to: 20, totalPages: 3 });

    const next = await list('status=processing&page=2');
    expect(next.keywords.map((keyword) => keyword.id)).toEqual(stillProcessing().slice(20, 40));
    expect(next.total).toBe(before.length - 1);
    expect((await repository.counts()).masters).toMatchObject({
      Processing: before.length - 1,
      Completed: 1,
    });
  });

  it('does the same when the status filter comes with a search', async () => {
    const before = stillProcessing();
    // Every seeded keyword is a "... shoes": the words' matches and the Processing list are walked together.
    finishDuringNextRead(before[25]!);

    const page = await list('status=processing&search=shoes&page=2');

    expect(beforeRecordRead).toBeUndefined();
    expect(page.keywords.map((keyword) => keyword.status)).toEqual(Array(20).fill('Processing'));
    expect(page.keywords.map((keyword) => keyword.id)).toEqual(stillProcessing().slice(20, 40));
    expect(page).toMatchObject({ total: before.length, from: 21, to: 40 });
  });

  it('lists Completed with the keywords that finished, counted as such', async () => {
    const page = await list('status=completed');

    expect(page.keywords.map((keyword) => keyword.id)).toEqual(seeded.filter((id) => finished.has(id)));
    expect(page.total).toBe(finished.size);
  });
});

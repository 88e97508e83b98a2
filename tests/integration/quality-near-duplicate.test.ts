import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { startTestStack, type TestStack } from '#tests/support/test-stack';
import { createDuplicateIndex } from '../../functions/src/adapters/dynamodb/quality/duplicate-index';
import {
  checkNearDuplicate,
  type NearDuplicateDeps,
} from '../../functions/src/domain/quality/near-duplicate';

/**
 * The near-duplicate check on the real table (dynalite): what counts against an article, and two
 * near-duplicates checked at the same moment, of which exactly one may go live.
 */

let t: TestStack;
let deps: NearDuplicateDeps;
const SITE = 'test-site';

beforeAll(async () => {
  t = await startTestStack();
  deps = {
    index: createDuplicateIndex(t.stack.table),
    sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
  };
});
afterAll(() => t.close());

const para = (seed: number) =>
  Array.from({ length: 120 }, (_, index) => `w${((index + 1) * 7919 * seed) % 3001}`).join(' ');

async function keyword(masterKeyword: string) {
  const { created } = await t.stack.deps.keywords.create([
    { masterKeyword, manualTags: [], options: DEFAULT_KEYWORD_OPTIONS },
  ]);
  return created[0]!;
}

const check = async (id: string, name: string, text: string, order = name) =>
  checkNearDuplicate(
    deps,
    SITE,
    { keywordId: id, masterKeyword: name, title: name, text, order },
    DEFAULT_QUALITY_SETTINGS,
  );

describe('near-duplicate check against the index', () => {
  it('fails a copy of a live article, naming it; passes the first and an unrelated one', async () => {
    const first = await keyword('alpha boots');
    const copy = await keyword('boots alpha');
    const other = await keyword('gamma stove');
    const text = `${para(3)} ${para(5)}`;

    expect(await check(first.id, 'alpha boots', text)).toMatchObject({ verdict: 'passed', figure: 0 });
    await deps.index.setState(SITE, first.id, 'passed', 'https://blog.example/alpha');

    const result = await check(copy.id, 'boots alpha', text);
    expect(result).toMatchObject({
      check: 'nearDuplicate',
      verdict: 'failed',
      figure: 1,
      threshold: '< 0.6',
      detail: '100% similar to "alpha boots"',
      nearest: { keywordId: first.id, url: 'https://blog.example/alpha', similarity: 1 },
    });
    await deps.index.setState(SITE, copy.id, 'held');

    expect((await check(other.id, 'gamma stove', `${para(11)} ${para(13)}`)).verdict).toBe('passed');
  });

  it('lets a held draft or a deleted keyword count against nobody', async () => {
    const held = await keyword('delta tent');
    const gone = await keyword('epsilon tent');
    const next = await keyword('zeta tent');
    const text = `${para(17)} ${para(19)}`;
    await check(held.id, 'delta tent', text);
    await deps.index.setState(SITE, held.id, 'held');
    await check(gone.id, 'epsilon tent', text);
    await deps.index.setState(SITE, gone.id, 'passed');
    await t.stack.deps.keywords.delete(gone.id);

    expect((await check(next.id, 'zeta tent', text)).verdict).toBe('passed');
  });

  it('lets exactly one of two near-duplicates checked at the same moment go live', async () => {
    for (let round = 0; round < 4; round += 1) {
      const a = await keyword(`eta pole ${round}`);
      const b = await keyword(`pole eta ${round}`);
      const text = `${para(23 + round)} ${para(29 + round)}`;
      // Each sets its state from its verdict, as the quality step does, once its own check is done.
      const run = async (id: string, name: string, order: string) => {
        const result = await check(id, name, text, order);
        await deps.index.setState(SITE, id, result.verdict === 'failed' ? 'held' : 'passed');
        return result;
      };
      const results = await Promise.all([run(a.id, 'eta pole', '1'), run(b.id, 'pole eta', '2')]);
      expect(results.map((result) => result.verdict).sort()).toEqual(['failed', 'passed']);
      const failed = results.find((result) => result.verdict === 'failed')!;
      const passedId = results[0]!.verdict === 'passed' ? a.id : b.id;
      expect(failed.nearest?.keywordId).toBe(passedId);
    }
  });

  it('waits for a later batch peer that read before the earlier one wrote: only one goes live', async () => {
    const a = await keyword('theta lamp');
    const b = await keyword('lamp theta');
    const text = `${para(37)} ${para(41)}`;
    // The real index, with one ordering forced: B reads its bands before A has registered, so B cannot see
    // A; A (first in the batch) reads while B's verdict is not stored yet, so must wait for it.
    let bRead: () => void = () => {};
    const bHasRead = new Promise<void>((resolve) => {
      bRead = resolve;
    });
    let aRead: () => void = () => {};
    const aHasRead = new Promise<void>((resolve) => {
      aRead = resolve;
    });
    const ordered: NearDuplicateDeps = {
      ...deps,
      index: {
        ...deps.index,
        register: async (site, entry) => {
          if (entry.keywordId === a.id) await bHasRead;
          await deps.index.register(site, entry);
        },
      },
    };
    const checkAs = async (
      id: string,
      name: string,
      order: string,
      after: () => void,
      before?: Promise<void>,
    ) => {
      const result = await checkNearDuplicate(
        {
          ...ordered,
          index: {
            ...ordered.index,
            listed: async (site, keys) => {
              const ids = await ordered.index.listed(site, keys);
              after();
              return ids;
            },
          },
        },
        SITE,
        { keywordId: id, masterKeyword: name, title: name, text, order },
        DEFAULT_QUALITY_SETTINGS,
      );
      await before;
      await deps.index.setState(SITE, id, result.verdict === 'failed' ? 'held' : 'passed');
      return result;
    };
    const [first, second] = await Promise.all([
      checkAs(a.id, 'theta lamp', '1', aRead),
      checkAs(b.id, 'lamp theta', '2', bRead, aHasRead),
    ]);
    expect(second.verdict).toBe('passed');
    expect(first).toMatchObject({ verdict: 'failed', nearest: { keywordId: b.id } });
  });
});

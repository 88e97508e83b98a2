import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { type KillCounted, killAfter, randomFrom } from '#tests/support/kill-switch';
import { restartableStack, wordpressList } from '#tests/support/pipeline-stack';
import { ADMIN } from '#tests/support/test-stack';
import type { KeywordRecord } from '../../functions/src/ports/keywords';

/**
 * A server killed at any point of a run, then started again on the same data folder, must end with every
 * counter and the run's totals equal to a count of the records. The kill is a switch on the stack's
 * DynamoDB client: after the chosen number of writes every call fails, so nothing more is stored, as
 * when the process dies there; the stack is then dropped and a new one opened on the folder.
 */
const server = restartableStack('kw-crash-');

const countBy = (keywords: KeywordRecord[], status: string) =>
  keywords.filter((keyword) => keyword.status === status).length;

describe('a server killed at random points of a run', () => {
  it('ends with counters and run totals equal to a count of the records', async () => {
    const seed = Number(process.env.CRASH_SEED ?? Date.now() % 1_000_000);
    const nextKill = randomFrom(seed);
    const about = `kill points from seed ${seed} (CRASH_SEED=${seed} repeats them)`;

    let stack = await server.restart();
    const { created } = await stack.deps.keywords.create(
      ['alpine tents', 'trail shoes', 'camp stoves'].map((masterKeyword) => ({
        masterKeyword,
        options: DEFAULT_KEYWORD_OPTIONS,
      })),
    );
    const ids = created.map((keyword) => keyword.id);
    // The first kill comes after the run's record (its first write), anywhere in a run of about 900 writes:
    // while keywords move to Processing, in any step, between a record and its lists or its counters.
    let killed = killAfter(stack, 1 + nextKill(900));
    const request = { kind: 'batch', mode: 'full', keywordIds: ids, requestedBy: ADMIN.email } as const;
    await stack.deps.launcher.launch(request).catch(() => undefined); // the kill may strike in it
    for (let kill = 0; kill < 3; kill += 1) {
      await Promise.race([killed, stack.pipeline.idle()]);
      stack = await server.restart();
      killed = killAfter(stack, nextKill(300));
    }
    await stack.pipeline.idle();
    stack = await server.restart();
    await stack.pipeline.idle();

    const masters = await stack.deps.keywords.findMany(ids);
    const variants = (await Promise.all(ids.map((id) => stack.deps.keywords.variantsOf(id)))).flat();
    expect(
      masters.map((keyword) => keyword.status),
      about,
    ).toEqual(['Completed', 'Completed', 'Completed']);
    expect(
      variants.map((keyword) => keyword.status),
      about,
    ).toEqual(Array(9).fill('Completed'));

    const counts = await stack.deps.keywords.counts();
    for (const status of ['Pending', 'Processing', 'Completed', 'Error'] as const) {
      expect(counts.masters[status], `${status} masters; ${about}`).toBe(countBy(masters, status));
      expect(counts.variants[status], `${status} variants; ${about}`).toBe(countBy(variants, status));
    }
    const published = (keywords: KeywordRecord[]) =>
      keywords.filter((keyword) => keyword.articleStatus === 'published').length;
    expect(counts.mastersPublished, about).toBe(published(masters));
    expect(counts.variantsPublished, about).toBe(published(variants));
    expect((await stack.deps.keywords.list({}, 0, 20)).total, about).toBe(3);
    expect((await stack.deps.keywords.list({ status: 'Completed' }, 0, 20)).total, about).toBe(3);

    const run = await stack.deps.runs.latestFinished();
    expect(run, about).toMatchObject({ state: 'finished', total: 12, succeeded: 12, failed: 0 });
    expect(new Set([...run!.keywordIds, ...run!.variantIds]), about).toEqual(
      new Set([...ids, ...variants.map((keyword) => keyword.id)]),
    );

    const posts = await wordpressList(stack, 'posts');
    expect(posts, about).toHaveLength(12);
    expect(new Set(posts.map((post) => post.slug)).size, about).toBe(12);
  }, 240_000);

  it('ends with every variant when the variants step was cut off after storing some of them', async () => {
    let stack = await server.restart();
    const { created } = await stack.deps.keywords.create([
      { masterKeyword: 'alpine tents', options: { ...DEFAULT_KEYWORD_OPTIONS, publishToWordPress: false } },
    ]);
    const [master] = created;
    // The process dies as the second variant record is written: the first one is stored, the rest are not.
    const storesVariant: KillCounted = (commandName, input) =>
      commandName === 'PutItemCommand' && (input.Item as Record<string, unknown>).parentId !== undefined;
    const killed = killAfter(stack, 1, storesVariant);
    await stack.deps.launcher.launch({
      kind: 'batch',
      mode: 'full',
      keywordIds: [master!.id],
      requestedBy: ADMIN.email,
    });
    const stopped = await Promise.race([
      killed.then(() => 'killed'),
      stack.pipeline.idle().then(() => 'idle'),
    ]);
    expect(stopped).toBe('killed');

    stack = await server.restart();
    await stack.pipeline.idle();

    const variants = await stack.deps.keywords.variantsOf(master!.id);
    expect(variants.map((variant) => variant.status)).toEqual(['Completed', 'Completed', 'Completed']);
    expect(new Set(variants.map((variant) => variant.masterKeyword)).size).toBe(3);
    expect((await stack.deps.keywords.counts()).variants.Completed).toBe(3);
    const run = await stack.deps.runs.latestFinished();
    expect(run).toMatchObject({ state: 'finished', total: 4, succeeded: 4, failed: 0 });
  }, 120_000);
});

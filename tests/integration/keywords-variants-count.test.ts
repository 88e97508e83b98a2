import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildAddKeywordsPayload } from '#tests/support/keyword-builders';
import { FAST_RETRIES, runKeywords } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  t = await startTestStack({ pipeline: { maxConcurrency: 4, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

/** Adds a batch, waits for its run and answers the masters and variants the run processed. */
async function addAndRun(body: unknown) {
  const response = await t.call('POST', '/api/keywords/batch', { cookie, body });
  expect(response.status).toBe(201);
  const { runId } = (await response.json()) as { runId: string };
  await t.stack.pipeline.idle();
  const keywords = await runKeywords(t.stack, runId);
  return {
    masters: keywords.filter((keyword) => !keyword.parentId),
    variants: keywords.filter((keyword) => keyword.parentId),
  };
}

describe('the variants count of a batch (the Variants Count preference, sent by the Add Keywords dialog)', () => {
  it('gives each keyword that many variants, and keeps the count in its options', async () => {
    const { masters, variants } = await addAndRun(
      buildAddKeywordsPayload({ keywords: ['alpine tents'], publishToWordPress: false, variantsCount: 2 }),
    );

    expect(masters).toHaveLength(1);
    expect(masters[0]?.options.variantsCount).toBe(2);
    expect(variants).toHaveLength(2);
    expect(variants.every((variant) => variant.status === 'Completed')).toBe(true);
  }, 120_000);

  it('is 3 per keyword for the contract payload, which names no count', async () => {
    const { masters, variants } = await addAndRun(
      buildAddKeywordsPayload({ keywords: ['canoe paddles'], publishToWordPress: false }),
    );

    expect(masters[0]?.options).not.toHaveProperty('variantsCount');
    expect(variants).toHaveLength(3);
  }, 120_000);

  it('is what Generate Variants creates later for a keyword added without variants', async () => {
    const { masters, variants } = await addAndRun(
      buildAddKeywordsPayload({
        keywords: ['kayak racks'],
        publishToWordPress: false,
        generateVariants: false,
        variantsCount: 4,
      }),
    );
    expect(variants).toHaveLength(0);

    const started = await t.call('POST', `/api/keywords/${masters[0]?.id}/variants`, { cookie });
    expect(started.status).toBe(200);
    await t.stack.pipeline.idle();
    expect(await t.stack.deps.keywords.variantsOf(masters[0]!.id)).toHaveLength(4);
  }, 120_000);

  it.each([
    [0, 'variantsCount: Number must be greater than or equal to 1'],
    [6, 'variantsCount: Number must be less than or equal to 5'],
    [2.5, 'variantsCount: Expected integer, received float'],
  ])('refuses %s with 400 and adds nothing', async (variantsCount, message) => {
    const total = async () =>
      ((await (await t.call('GET', '/api/keywords', { cookie })).json()) as { total: number }).total;
    const before = await total();
    const response = await t.call('POST', '/api/keywords/batch', {
      cookie,
      body: buildAddKeywordsPayload({ keywords: ['refused boats'], variantsCount }),
    });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message });
    expect(await total()).toBe(before);
  });
});

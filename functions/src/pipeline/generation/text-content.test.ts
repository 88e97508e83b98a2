import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startSandboxGeneration } from '#tests/support/sandbox-generation';
import type { ContentInputs, Generation } from './generation-inputs';
import { ModelOutputError } from './model-json';
import {
  generateAdCopy,
  generateArticle,
  generateTags,
  generateTitle,
  generateVariantKeywords,
} from './text-content';

let env: Awaited<ReturnType<typeof startSandboxGeneration>>;
beforeAll(async () => {
  env = await startSandboxGeneration();
});
afterAll(() => env.close());

const inputs = (overrides: Partial<ContentInputs> = {}): ContentInputs => ({
  keyword: 'hiking boots',
  manualTags: ['waterproof'],
  primaryTag: 'hiking boots',
  tags: [],
  title: '',
  ...overrides,
});

describe('text steps against the sandbox', () => {
  it('generates the asked numbers of tags, the primary tag being the first transactional one', async () => {
    const { value, promptIds, usage } = await generateTags(env.generation, inputs(), {
      transactional: 5,
      navigational: 2,
    });

    expect(value.transactional).toHaveLength(5);
    expect(value.navigational).toHaveLength(2);
    expect(value.primaryTag).toBe(value.transactional[0]);
    expect(value.transactional.join(' ')).toContain('hiking boots');
    expect(promptIds).toEqual({ tags: 'default-tags' });
    expect(usage[0]).toMatchObject({ provider: 'gemini', inputTokens: expect.any(Number) });
  });

  it('writes a title and an article that weaves in the manual tags, sanitized', async () => {
    const title = await generateTitle(env.generation, inputs({ tags: ['buy hiking boots'] }));
    const article = await generateArticle(env.generation, inputs({ title: title.value }));

    expect(title.value).toMatch(/Hiking Boots/);
    expect(article.value).toMatch(/<h2>/);
    expect(article.value).toContain('waterproof');
    expect(article.value).not.toMatch(/<script|<h1|style=/);
    expect(article.promptIds).toEqual({ article: 'default-article' });
  });

  it('writes the ad title, then an ad description for it', async () => {
    const { value, promptIds, usage } = await generateAdCopy(
      env.generation,
      inputs({ title: 'Hiking Boots Guide' }),
    );

    expect(value.adTitle.length).toBeGreaterThan(0);
    expect(value.adDescription.length).toBeGreaterThan(value.adTitle.length);
    expect(promptIds).toEqual({ adTitle: 'default-adTitle', adDescription: 'default-adDescription' });
    expect(usage).toHaveLength(2);
  });

  it('suggests variants other than the keyword and the existing ones', async () => {
    const { value } = await generateVariantKeywords(env.generation, inputs(), 3, ['best hiking boots']);

    expect(value.length).toBeGreaterThan(0);
    expect(value.length).toBeLessThanOrEqual(3);
    expect(value).not.toContain('best hiking boots');
    expect(value).not.toContain('hiking boots');
  });

  it('still suggests the asked number when the model repeats the existing ones', async () => {
    const first = await generateVariantKeywords(env.generation, inputs(), 3, []);
    // The sandbox answers the same list each time, as a model may: the existing one is suggested again.
    const { value } = await generateVariantKeywords(env.generation, inputs(), 2, [first.value[0]!]);

    expect(value).toHaveLength(2);
    expect(value).not.toContain(first.value[0]);
    expect(value).not.toContain('hiking boots');
  });
});

describe('reading model answers', () => {
  const answering = (...texts: string[]): Generation => {
    let call = 0;
    return {
      prompt: env.generation.prompt,
      text: {
        generate: async () => ({
          text: texts[Math.min(call++, texts.length - 1)] as string,
          usage: { provider: 'openai', operation: 'chat.completions', durationMs: 1 },
        }),
      },
    };
  };

  it('reads JSON wrapped in a code fence, whatever the case of its keys', async () => {
    const generation = answering('```json\n{"Title": "Hiking Boots That Last"}\n```');

    expect((await generateTitle(generation, inputs())).value).toBe('Hiking Boots That Last');
  });

  it('asks again once when the answer is not in the format, then gives up with a clear error', async () => {
    await expect(
      generateTitle(answering('Sure! Here is a title.', '{"title": "Second Try"}'), inputs()),
    ).resolves.toMatchObject({ value: 'Second Try', usage: [{}, {}] });
    await expect(generateTitle(answering('no json', 'still none'), inputs())).rejects.toThrow(
      ModelOutputError,
    );
  });

  it('refuses tags without any transactional tag', async () => {
    const generation = answering('{"transactional": [], "navigational": ["hiking boots guide"]}');

    await expect(generateTags(generation, inputs(), { transactional: 4, navigational: 3 })).rejects.toThrow(
      "The model's tags had no transactional tag",
    );
  });
});

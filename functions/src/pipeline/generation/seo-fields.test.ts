import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { startSandboxGeneration } from '#tests/support/sandbox-generation';
import { ProviderAuthError } from '../../ports/provider-error';
import type { ContentInputs } from './generation-inputs';
import { articleIntro, generateSeoFields } from './seo-fields';

let env: Awaited<ReturnType<typeof startSandboxGeneration>>;
beforeAll(async () => {
  env = await startSandboxGeneration();
});
afterAll(() => env.close());
beforeEach(() => env.sandbox.setKnobs({}));

const ARTICLE =
  '<p>Trail running shoes grip where road shoes slip. Here is how to choose a pair.</p><h2>Fit</h2><p>More.</p>';
const inputs: ContentInputs & { article: string } = {
  keyword: 'trail running shoes',
  manualTags: [],
  primaryTag: 'buy trail running shoes',
  tags: ['buy trail running shoes'],
  title: 'Trail Running Shoes: How to Choose the Right Pair',
  article: ARTICLE,
};

describe('SEO fields against the sandbox', () => {
  it('writes an SEO title and a meta description within the default limits, from their own prompts', async () => {
    const { value, promptIds, usage } = await generateSeoFields(
      env.generation,
      inputs,
      DEFAULT_QUALITY_SETTINGS,
    );

    expect(value.seoTitle.toLowerCase()).toContain('trail running shoes');
    expect(value.seoTitle.length).toBeLessThanOrEqual(60);
    expect(value.seoDescription.length).toBeGreaterThanOrEqual(120);
    expect(value.seoDescription.length).toBeLessThanOrEqual(160);
    expect(promptIds).toEqual({ seoTitle: 'default-seoTitle', seoDescription: 'default-seoDescription' });
    expect(usage).toHaveLength(2);
  });

  it('tells the model the settings’ limits', async () => {
    const limits = {
      ...DEFAULT_QUALITY_SETTINGS,
      seoTitleMax: 30,
      seoDescriptionMin: 60,
      seoDescriptionMax: 100,
    };
    const { value } = await generateSeoFields(env.generation, inputs, limits);

    expect(value.seoTitle.length).toBeLessThanOrEqual(30);
    expect(value.seoDescription.length).toBeLessThanOrEqual(100);
  });

  it('retries the provider’s transient faults with backoff, as the other steps do', async () => {
    env.sandbox.setKnobs({ gemini: { nextFaults: ['server-error', 'rate-limit'], retryAfterSeconds: 0 } });
    const { value } = await generateSeoFields(env.generation, inputs, DEFAULT_QUALITY_SETTINGS);

    expect(value.seoTitle.length).toBeGreaterThan(0);
    expect(env.sandbox.callCounts()['gemini:generateContent']).toBe(4);
  });

  it('fails with the provider’s readable error when every text model refuses the key', async () => {
    env.sandbox.setKnobs({
      gemini: { nextFaults: ['unauthorized', 'unauthorized'] },
      openai: { nextFaults: ['unauthorized', 'unauthorized'] },
    });
    const failure = await generateSeoFields(env.generation, inputs, DEFAULT_QUALITY_SETTINGS).catch(
      (error: unknown) => error,
    );

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect((failure as Error).message).toBe(
      'Gemini refused the API key (API_KEY_INVALID); OpenAI refused the API key (401 invalid_api_key)',
    );
  });

  it('sends the article’s opening, not the whole article', () => {
    expect(articleIntro(ARTICLE)).toBe(
      'Trail running shoes grip where road shoes slip. Here is how to choose a pair.',
    );
    const long = `<p>${'word '.repeat(300)}</p>`;
    expect(articleIntro(long).length).toBeLessThanOrEqual(601);
    expect(articleIntro(long).endsWith('…')).toBe(true);
  });
});

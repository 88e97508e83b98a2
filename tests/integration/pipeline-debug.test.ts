import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debugResultSchema } from '#shared/schemas/debug';
import { FAST_RETRIES, wordpressList } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  t = await startTestStack({ pipeline: { providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
});
afterAll(() => t.close());

describe('POST /api/debug/process-steps', () => {
  it('runs the content steps for a keyword and returns what they produced, saving nothing', async () => {
    const response = await t.call('POST', '/api/debug/process-steps', {
      cookie,
      body: { keyword: ' hiking boots ' },
    });

    expect(response.status).toBe(200);
    const result = debugResultSchema.parse(await response.json());
    expect(result.keyword).toBe('hiking boots');
    expect(result.steps).toEqual([
      { name: 'Generate tags', status: 'success', error: null },
      { name: 'Generate title', status: 'success', error: null },
      { name: 'Generate article', status: 'success', error: null },
      { name: 'Generate and check images', status: 'success', error: null },
    ]);
    expect(result.tags.Transactional).toHaveLength(4);
    expect(result.tags.Navigational).toHaveLength(3);
    expect(result.title).toMatch(/Hiking Boots/);
    expect(result.articleSample).not.toMatch(/</);
    expect(result.articleSample.length).toBeGreaterThan(100);
    expect(result.imagePrompt).toContain('hiking boots');
    expect(result.imageGeneration).toMatchObject({
      requestedImages: 1,
      returnedImages: 1,
      model: 'gpt-image-1',
    });
    expect(result.imageUrls).toHaveLength(1);
    expect(result.imageUrl).toMatch(/^data:image\/png;base64,iVBOR/);

    expect(await t.stack.deps.runs.listRunning()).toEqual([]);
    expect(await t.stack.deps.runs.latestFinished()).toBeUndefined();
    expect(await wordpressList(t.stack, 'posts')).toEqual([]);
  });

  it('reports the failing step and its error, and stops there', async () => {
    t.stack.sandbox.setKnobs({ gemini: { unauthorized: true }, openai: { unauthorized: true } });
    try {
      const response = await t.call('POST', '/api/debug/process-steps', {
        cookie,
        body: { keyword: 'hiking boots' },
      });

      expect(response.status).toBe(200);
      const result = debugResultSchema.parse(await response.json());
      expect(result.steps).toEqual([
        {
          name: 'Generate tags',
          status: 'error',
          error:
            'Gemini refused the API key (API_KEY_INVALID); OpenAI refused the API key (401 invalid_api_key)',
        },
      ]);
      expect(result).toMatchObject({
        title: '',
        articleSample: '',
        imagePrompt: '',
        imageGeneration: null,
        imageUrl: null,
      });
    } finally {
      t.stack.sandbox.setKnobs({});
    }
  });

  it('refuses an empty keyword', async () => {
    const response = await t.call('POST', '/api/debug/process-steps', { cookie, body: { keyword: '   ' } });

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({ message: 'keyword: Keyword is required' });
  });
});

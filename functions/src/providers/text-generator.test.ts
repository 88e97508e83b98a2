import { describe, expect, it } from 'vitest';
import { FAST } from '#tests/support/fast-retries';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';
import { ProviderAuthError, ProviderTransientError } from '../ports/provider-error';
import { createTextGenerator } from './text-generator';

const fixture = sandboxPerFile();
const sandbox = () => fixture.sandbox;

const TAGS_PROMPT = [
  'Keyword: trail running shoes',
  'Generate exactly 4 transactional tags and 3 navigational tags.',
  'Respond with JSON only: {"transactional": ["..."], "navigational": ["..."]}',
].join('\n');

const geminiOnly = () => createTextGenerator({ gemini: sandbox().credentials.gemini, ...FAST });
const openAiOnly = () => createTextGenerator({ openai: sandbox().credentials.openai, ...FAST });
const both = () =>
  createTextGenerator({
    gemini: sandbox().credentials.gemini,
    openai: sandbox().credentials.openai,
    ...FAST,
  });

describe('text generator', () => {
  it('answers through Gemini and records the call', async () => {
    const result = await geminiOnly().generate({
      prompt: TAGS_PROMPT,
      json: true,
      system: 'You write SEO tags.',
    });

    const tags = JSON.parse(result.text);
    expect(tags.transactional).toHaveLength(4);
    expect(tags.navigational).toHaveLength(3);
    expect(result.usage).toMatchObject({
      provider: 'gemini',
      model: 'gemini-2.5-flash',
      operation: 'models.generateContent',
    });
    expect(result.usage.inputTokens).toBeGreaterThan(0);
    expect(result.usage.outputTokens).toBeGreaterThan(0);
    expect(result.usage.durationMs).toBeGreaterThanOrEqual(0);
  });

  it('answers through OpenAI chat completions and records the call', async () => {
    const result = await openAiOnly().generate({
      prompt: 'Keyword: trail running shoes\nWrite an HTML article.',
    });

    expect(result.text).toContain('<h2>');
    expect(result.text).toContain('trail running shoes');
    expect(result.usage).toMatchObject({
      provider: 'openai',
      model: 'gpt-4.1-mini',
      operation: 'chat.completions',
    });
    expect(result.usage.outputTokens).toBeGreaterThan(100);
  });

  it('waits out a 429 for its Retry-After, then succeeds', async () => {
    sandbox().setKnobs({ gemini: { nextFaults: ['rate-limit'], retryAfterSeconds: 1 } });
    const started = Date.now();

    const result = await geminiOnly().generate({ prompt: TAGS_PROMPT, json: true });

    expect(JSON.parse(result.text).transactional).toHaveLength(4);
    expect(Date.now() - started).toBeGreaterThanOrEqual(1000);
    expect(sandbox().callCounts()['gemini:generateContent']).toBe(2);
  });

  it('retries server errors', async () => {
    sandbox().setKnobs({ openai: { calls: { chat: { nextFaults: ['server-error', 'server-error'] } } } });

    const result = await openAiOnly().generate({ prompt: 'Keyword: kayaks\nWrite a title.' });

    expect(result.text).toMatch(/Kayaks/);
    expect(sandbox().callCounts()['openai:chat']).toBe(3);
  });

  it('gives up on a service that does not answer with a transient error', async () => {
    sandbox().setKnobs({ gemini: { timeoutRate: 1 } });
    const generator = createTextGenerator({
      gemini: sandbox().credentials.gemini,
      timeoutsMs: { text: 200 },
      retry: { maxAttempts: 2, baseDelayMs: 10 },
    });

    const failure = await generator.generate({ prompt: TAGS_PROMPT }).catch((error: unknown) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect((failure as ProviderTransientError).name).toBe('ProviderTransientError');
    expect((failure as ProviderTransientError).reason).toBe('Gemini did not answer within 200 ms');
    expect(sandbox().callCounts()['gemini:generateContent']).toBe(2);
  });

  it('fails at once with an auth error when OpenAI refuses the key', async () => {
    sandbox().setKnobs({ openai: { unauthorized: true } });

    const failure = await openAiOnly()
      .generate({ prompt: 'Keyword: kayaks\nWrite a title.' })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure).toMatchObject({
      name: 'ProviderAuthError',
      provider: 'openai',
      status: 401,
      retryable: false,
    });
    expect(sandbox().callCounts()['openai:chat']).toBe(1);
  });

  it('treats Gemini\'s "API key not valid" as an auth error, without echoing the key', async () => {
    const wrongKey = { ...sandbox().credentials.gemini, apiKey: 'AIza-wrong-key-123' };

    const failure = await createTextGenerator({ gemini: wrongKey, ...FAST })
      .generate({ prompt: TAGS_PROMPT })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toBe('Gemini refused the API key (API_KEY_INVALID)');
    expect(sandbox().callCounts()['gemini:generateContent']).toBe(1);
  });

  it('fails over from Gemini to OpenAI', async () => {
    sandbox().setKnobs({ gemini: { unauthorized: true } });

    const result = await both().generate({ prompt: TAGS_PROMPT, json: true });

    expect(result.usage.provider).toBe('openai');
    expect(JSON.parse(result.text).navigational).toHaveLength(3);
  });

  it('tries OpenAI first when it is preferred', async () => {
    const generator = createTextGenerator({ ...sandbox().credentials, preferred: 'openai' });

    const result = await generator.generate({ prompt: TAGS_PROMPT, json: true });

    expect(result.usage.provider).toBe('openai');
    expect(sandbox().callCounts()['gemini:generateContent']).toBeUndefined();
  });

  it('reports both failures, as retryable when one of them is', async () => {
    sandbox().setKnobs({ gemini: { unauthorized: true }, openai: { errorRate: 1 } });

    const failure = await both()
      .generate({ prompt: TAGS_PROMPT })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderTransientError);
    expect(failure.reason).toMatch(/^Gemini refused the API key .*; OpenAI answered 500/);
  });

  it('says so when no text provider is configured', async () => {
    const failure = await createTextGenerator({})
      .generate({ prompt: 'x' })
      .catch((error) => error);

    expect(failure).toBeInstanceOf(ProviderAuthError);
    expect(failure.reason).toMatch(/No text provider is configured/);
  });
});

import { describe, expect, it } from 'vitest';
import { sandboxPerFile } from '#tests/support/sandbox-per-file';

const fixture = sandboxPerFile();

function openai(path: string, body?: unknown, key = fixture.sandbox.apiKey) {
  return fetch(`${fixture.sandbox.openaiBaseUrl}${path}`, {
    method: body === undefined ? 'GET' : 'POST',
    headers: { authorization: `Bearer ${key}`, 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

const chat = (content: string, extra = {}) =>
  openai('/chat/completions', { model: 'gpt-4.1-mini', messages: [{ role: 'user', content }], ...extra });

describe('AI sandboxes', () => {
  it('refuses JSON mode when no message mentions JSON, as OpenAI does', async () => {
    const response = await chat('Keyword: desks\nList tags', { response_format: { type: 'json_object' } });

    expect(response.status).toBe(400);
    expect((await response.json()).error.param).toBe('messages');
  });

  it('refuses response_format for gpt-image-1 and returns base64 PNGs with usage', async () => {
    const refused = await openai('/images/generations', {
      model: 'gpt-image-1',
      prompt: 'x',
      response_format: 'url',
    });
    const images = await (
      await openai('/images/generations', { model: 'gpt-image-1', prompt: 'A desk', n: 2 })
    ).json();

    expect(refused.status).toBe(400);
    expect(images.data).toHaveLength(2);
    expect(Buffer.from(images.data[0].b64_json, 'base64').subarray(1, 4).toString()).toBe('PNG');
    expect(images.usage.output_tokens).toBeGreaterThan(0);
  });

  it('lists models for status checks and refuses another key', async () => {
    expect((await (await openai('/models')).json()).data.length).toBeGreaterThan(0);
    expect((await openai('/models', undefined, 'sk-other')).status).toBe(401);
    const gemini = await fetch(`${fixture.sandbox.geminiBaseUrl}/v1beta/models`, {
      headers: { 'x-goog-api-key': fixture.sandbox.apiKey },
    });
    expect((await gemini.json()).models[0].name).toBe('models/gemini-2.5-flash');
  });

  it('limits requests per minute in each service wire format, with the OpenAI rate-limit headers', async () => {
    const { sandbox } = fixture;
    sandbox.setKnobs({
      openai: { calls: { images: { requestsPerMinute: 1 } } },
      gemini: { requestsPerMinute: 1 },
      vision: { requestsPerMinute: 1 },
    });
    const draw = () => openai('/images/generations', { model: 'gpt-image-1', prompt: 'A desk' });
    const generate = () =>
      fetch(`${sandbox.geminiBaseUrl}/v1beta/models/gemini-2.5-flash:generateContent`, {
        method: 'POST',
        headers: { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Keyword: desks' }] }] }),
      });
    const annotate = () =>
      fetch(`${sandbox.visionBaseUrl}/v1/images:annotate`, {
        method: 'POST',
        headers: { 'x-goog-api-key': sandbox.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ requests: [] }),
      });

    const drawn = await draw();
    const refused = await draw();
    const chatted = await chat('Keyword: desks\nWrite a title.');
    await generate();
    const exhausted = await generate();
    await annotate();
    const visionRefused = await annotate();

    expect(drawn.status).toBe(200);
    expect(drawn.headers.get('x-ratelimit-limit-requests')).toBe('1');
    expect(drawn.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect(drawn.headers.get('x-ratelimit-reset-requests')).toMatch(/^(\d+(\.\d+)?s|1m0s)$/);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(59);
    expect(refused.headers.get('x-ratelimit-remaining-requests')).toBe('0');
    expect((await refused.json()).error).toMatchObject({
      code: 'rate_limit_exceeded',
      message: expect.stringContaining('Limit 1, Used 1'),
    });
    expect(chatted.status).toBe(200);
    expect(chatted.headers.get('x-ratelimit-limit-requests')).toBeNull();
    expect(exhausted.status).toBe(429);
    expect((await exhausted.json()).error).toMatchObject({
      status: 'RESOURCE_EXHAUSTED',
      details: [
        { '@type': 'type.googleapis.com/google.rpc.RetryInfo', retryDelay: expect.stringMatching(/^\d+s$/) },
      ],
    });
    expect(visionRefused.status).toBe(429);
    expect(visionRefused.headers.get('retry-after')).toMatch(/^\d+$/);
  });

  it('answers 429 with Retry-After, then 5xx, then normally, as queued', async () => {
    fixture.sandbox.setKnobs({
      openai: { nextFaults: ['rate-limit', 'server-error'], retryAfterSeconds: 7 },
    });

    const limited = await chat('Keyword: desks\nWrite a title.');
    const failed = await chat('Keyword: desks\nWrite a title.');
    const fine = await chat('Keyword: desks\nWrite a title.');

    expect(limited.status).toBe(429);
    expect(limited.headers.get('retry-after')).toBe('7');
    expect((await limited.json()).error.code).toBe('rate_limit_exceeded');
    expect(failed.status).toBe(500);
    expect(fine.status).toBe(200);
    expect(fixture.sandbox.callCounts()['openai:chat']).toBe(3);
  });

  it('applies per-call knobs over the service ones', async () => {
    fixture.sandbox.setKnobs({ gemini: { unauthorized: true, calls: { models: { unauthorized: false } } } });
    const get = () =>
      fetch(`${fixture.sandbox.geminiBaseUrl}/v1beta/models`, {
        headers: { 'x-goog-api-key': fixture.sandbox.apiKey },
      });
    const generate = await fetch(
      `${fixture.sandbox.geminiBaseUrl}/v1beta/models/gemini-2.5-flash:generateContent`,
      {
        method: 'POST',
        headers: { 'x-goog-api-key': fixture.sandbox.apiKey, 'content-type': 'application/json' },
        body: JSON.stringify({ contents: [{ role: 'user', parts: [{ text: 'Write a title' }] }] }),
      },
    );

    expect((await get()).status).toBe(200);
    expect(generate.status).toBe(400);
    expect((await generate.json()).error.details[0].reason).toBe('API_KEY_INVALID');
  });

  it('hangs a timed-out call until the client gives up', async () => {
    fixture.sandbox.setKnobs({ openai: { timeoutRate: 1 } });
    const started = Date.now();

    const failure = await fetch(`${fixture.sandbox.openaiBaseUrl}/models`, {
      headers: { authorization: `Bearer ${fixture.sandbox.apiKey}` },
      signal: AbortSignal.timeout(300),
    }).catch((error: Error) => error);

    expect((failure as Error).name).toBe('TimeoutError');
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
  });

  it('adds the configured latency', async () => {
    fixture.sandbox.setKnobs({ openai: { calls: { models: { latencyMs: 200 } } } });
    const started = Date.now();

    await openai('/models');

    expect(Date.now() - started).toBeGreaterThanOrEqual(195);
  });

  it('draws the same faults for the same seed', async () => {
    const draw = async () => {
      fixture.sandbox.setKnobs({ seed: 42, openai: { errorRate: 0.5 } });
      const statuses: number[] = [];
      for (let call = 0; call < 12; call += 1) statuses.push((await openai('/models')).status);
      return statuses;
    };

    const first = await draw();

    expect(await draw()).toEqual(first);
    expect(first).toContain(500);
    expect(first).toContain(200);
  });
});

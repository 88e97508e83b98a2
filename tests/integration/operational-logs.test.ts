import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { FAST_RETRIES, runKeywords } from '#tests/support/pipeline-stack';
import { startTestStack, type TestStack } from '#tests/support/test-stack';

/** The JSON lines the logger writes (Powertools writes them to stdout), captured while the stack runs. */
const lines: Record<string, unknown>[] = [];
const write = process.stdout.write.bind(process.stdout);

let t: TestStack;
let cookie: string;
beforeAll(async () => {
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk, ...rest: unknown[]) => {
    for (const text of String(chunk).split('\n')) {
      if (text.startsWith('{')) lines.push(JSON.parse(text) as Record<string, unknown>);
    }
    return write(chunk, ...(rest as []));
  });
  t = await startTestStack({ pipeline: { maxConcurrency: 2, providerOptions: FAST_RETRIES } });
  cookie = await t.signIn();
});
afterAll(async () => {
  await t.close();
  vi.restoreAllMocks();
});

describe('the lines the runbook queries read', () => {
  let runId: string;
  let response: Response;

  beforeAll(async () => {
    response = await t.call('POST', '/api/keywords/batch', {
      cookie,
      body: {
        keywords: ['hiking boots', 'camping stove'],
        manualTags: '',
        transactionalTagsCount: 2,
        navigationalTagsCount: 1,
        generateVariants: false,
        publishToWordPress: false,
        generateAds: false,
      },
    });
    expect(response.status).toBe(201);
    runId = ((await response.json()) as { runId: string }).runId;
    await t.stack.pipeline.idle();
  });

  it("writes each pipeline step's lines with the run's and the keyword's ids", async () => {
    const keywordIds = (await runKeywords(t.stack, runId)).map((keyword) => keyword.id);
    const stepLines = lines.filter((line) => line.message === 'Keyword step done');

    expect(keywordIds.length).toBeGreaterThan(0);
    for (const keywordId of keywordIds) {
      const own = stepLines.filter((line) => line.keywordId === keywordId);
      expect(own.length, keywordId).toBeGreaterThan(0);
      for (const line of own) {
        expect(line).toMatchObject({ runId, level: 'INFO', step: expect.any(String) });
        // The execution runs on its own, as on AWS: not in the scope of the request that started it.
        expect(line).not.toHaveProperty('correlationId');
        expect(line).not.toHaveProperty('userId');
      }
    }
  });

  it('publishes KeywordsCompleted as EMF for each step, with the Step dimension alone', () => {
    const completed = lines.filter((line) => 'KeywordsCompleted' in line);
    const steps = completed.map((line) => line.Step);

    // Two keywords through tags, title, article and images (no variants, ads or publishing asked for).
    for (const step of ['tags', 'title', 'article', 'images']) {
      expect(
        steps.filter((name) => name === step),
        step,
      ).toHaveLength(2);
    }
    for (const line of completed) {
      expect(line).toMatchObject({
        KeywordsCompleted: 1,
        _aws: {
          CloudWatchMetrics: [
            {
              Namespace: 'Keywright',
              Dimensions: [['Step']],
              Metrics: [{ Name: 'KeywordsCompleted', Unit: 'Count' }],
            },
          ],
        },
      });
      expect(line).not.toHaveProperty('service');
    }
  });

  it('counts the run started and the AI tokens per model', () => {
    expect(lines.filter((line) => line.RunsStarted === 1)).toHaveLength(1);
    expect(lines.find((line) => line.message === 'Run started')).toMatchObject({ runId });
    const tokens = lines.filter((line) => 'AiTokens' in line);
    expect(tokens.length).toBeGreaterThan(0);
    for (const line of tokens) {
      expect(line).toMatchObject({ AiTokens: expect.any(Number), Model: expect.any(String) });
      expect(line.AiTokens).toBeGreaterThan(0);
    }
  });

  it('prices the AI calls per model as AiCostUsd, every model with tokens included', () => {
    const costs = lines.filter((line) => 'AiCostUsd' in line);
    const tokenModels = new Set(lines.filter((line) => 'AiTokens' in line).map((line) => line.Model));
    expect(costs.length).toBeGreaterThan(0);
    for (const line of costs) {
      expect(line).toMatchObject({
        AiCostUsd: expect.any(Number),
        Model: expect.any(String),
        _aws: { CloudWatchMetrics: [{ Dimensions: [['Model']], Metrics: [{ Name: 'AiCostUsd' }] }] },
      });
      expect(line.AiCostUsd).toBeGreaterThan(0);
    }
    const costModels = new Set(costs.map((line) => line.Model));
    for (const model of tokenModels) expect(costModels, String(model)).toContain(model);
  });

  it('counts each settled keyword once by its outcome, and the AI cost of every model as one series', () => {
    expect(lines.filter((line) => 'KeywordsSettled' in line)).toEqual([
      expect.objectContaining({ KeywordsSettled: 1, Outcome: 'succeeded' }),
      expect.objectContaining({ KeywordsSettled: 1, Outcome: 'succeeded' }),
    ]);
    const total = (name: string) =>
      lines.filter((line) => name in line).reduce((sum, line) => sum + (line[name] as number), 0);
    expect(total('AiCostTotalUsd')).toBeGreaterThan(0);
    expect(total('AiCostTotalUsd')).toBeCloseTo(total('AiCostUsd'), 5);
    for (const line of lines.filter((candidate) => 'AiCostTotalUsd' in candidate)) {
      expect(line).toMatchObject({ _aws: { CloudWatchMetrics: [{ Dimensions: [[]] }] } });
      expect(line).not.toHaveProperty('Model');
    }
  });

  it('writes one access line per request, with its user and the correlation id it answers with', () => {
    const correlationId = response.headers.get('x-correlation-id');
    expect(correlationId).toMatch(/\S/);
    const access = lines.filter((line) => line.correlationId === correlationId && line.message === 'request');

    expect(access).toEqual([
      expect.objectContaining({
        method: 'POST',
        route: '/api/keywords/batch',
        status: 201,
        durationMs: expect.any(Number),
        userId: expect.any(String),
      }),
    ]);
    expect(JSON.stringify(access)).not.toContain('@');
  });
});

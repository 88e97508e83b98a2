import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES, priceOf, withPriceOverrides } from '#shared/economics/ai-prices';
import { usageCounters } from '../../pipeline/run-keyword-step';
import { generationCost } from './generation-cost';

describe('a keyword’s generation cost from its usage counters', () => {
  // Prepare: what the steps record, turned into counters exactly as the pipeline stores them.
  const usage = {
    ...usageCounters('article', [
      {
        provider: 'openai',
        model: 'gpt-4.1-mini-2025-04-14',
        operation: 'chat.completions',
        inputTokens: 1_000_000,
        outputTokens: 500_000,
        durationMs: 900,
      },
    ]),
    ...usageCounters('title', [
      {
        provider: 'gemini',
        model: 'gemini-2.5-flash',
        operation: 'models.generateContent',
        inputTokens: 2000,
        outputTokens: 400,
        durationMs: 300,
      },
      {
        provider: 'gemini',
        model: 'gemini-2.5-flash',
        operation: 'models.generateContent',
        inputTokens: 2000,
        outputTokens: 600,
        durationMs: 300,
      },
    ]),
    ...usageCounters('images', [
      {
        provider: 'openai',
        model: 'gpt-image-1',
        operation: 'images.generate',
        inputTokens: 100,
        outputTokens: 4160,
        images: 1,
        durationMs: 9000,
      },
      { provider: 'vision', operation: 'images.annotate', images: 1, durationMs: 200 },
      { provider: 'vision', operation: 'images.annotate', images: 1, durationMs: 200 },
    ]),
  };

  it('prices each step and model by the table, tokens per million and Vision per image', () => {
    const cost = generationCost(usage, DEFAULT_AI_PRICES);
    expect(cost.lines).toEqual([
      {
        step: 'article',
        model: 'gpt-4.1-mini-2025-04-14',
        provider: 'openai',
        calls: 1,
        inputTokens: 1_000_000,
        outputTokens: 500_000,
        images: 0,
        cost: 1.2,
      },
      {
        step: 'title',
        model: 'gemini-2.5-flash',
        provider: 'gemini',
        calls: 2,
        inputTokens: 4000,
        outputTokens: 1000,
        images: 0,
        cost: 0.0037,
      },
      {
        step: 'images',
        model: 'gpt-image-1',
        provider: 'openai',
        calls: 1,
        inputTokens: 100,
        outputTokens: 4160,
        images: 1,
        cost: 0.1669,
      },
      {
        step: 'images',
        model: 'vision',
        provider: 'vision',
        calls: 2,
        inputTokens: 0,
        outputTokens: 0,
        images: 2,
        cost: 0.003,
      },
    ]);
    // 0.4 + 0.8, 0.0012 + 0.0025, 0.0005 + 0.1664, 2 × 0.0015
    expect(cost.total).toBe(1.3736);
    expect(cost.unpriced).toEqual([]);
  });

  it('prices images by the image when the call reported no tokens', () => {
    const noTokens = usageCounters('images', [
      { provider: 'openai', model: 'gpt-image-1', operation: 'images.generate', images: 3, durationMs: 1 },
    ]);
    expect(generationCost(noTokens, DEFAULT_AI_PRICES).total).toBe(0.126);
  });

  it('reports a model without a price as unpriced instead of silently free', () => {
    const unknown = usageCounters('article', [
      {
        provider: 'openai',
        model: 'gpt-9-turbo',
        operation: 'chat.completions',
        inputTokens: 10,
        outputTokens: 10,
        durationMs: 1,
      },
    ]);
    const cost = generationCost({ ...usage, ...unknown }, DEFAULT_AI_PRICES);
    expect(cost.unpriced).toEqual(['gpt-9-turbo']);
    expect(cost.lines.find((line) => line.model === 'gpt-9-turbo')?.cost).toBeNull();
    expect(cost.total).toBe(1.3736);
  });

  it('costs nothing for a keyword nothing was generated for', () => {
    expect(generationCost({}, DEFAULT_AI_PRICES)).toEqual({ total: 0, lines: [], unpriced: [] });
  });

  it('applies configured overrides field by field, and prices a model the defaults lack', () => {
    const prices = withPriceOverrides(DEFAULT_AI_PRICES, {
      'gpt-4.1-mini': { outputPerMillion: 0.8 },
      'gpt-9-turbo': { inputPerMillion: 1, outputPerMillion: 1 },
    });
    expect(priceOf(prices, 'gpt-4.1-mini')).toEqual({
      provider: 'openai',
      inputPerMillion: 0.4,
      outputPerMillion: 0.8,
    });
    expect(priceOf(prices, 'gpt-9-turbo-2027')).toEqual({ inputPerMillion: 1, outputPerMillion: 1 });
    expect(generationCost(usage, prices).lines[0]?.cost).toBe(0.8);
  });

  it('matches a dated snapshot to the longest priced name, never a shorter model', () => {
    const prices = { 'gpt-4.1': { inputPerMillion: 2 }, 'gpt-4.1-mini': { inputPerMillion: 0.4 } };
    expect(priceOf(prices, 'gpt-4.1-mini-2025-04-14')?.inputPerMillion).toBe(0.4);
    expect(priceOf(prices, 'gpt-4.1-2025-04-14')?.inputPerMillion).toBe(2);
    expect(priceOf(prices, 'gpt-4.10')).toBeUndefined();
  });
});

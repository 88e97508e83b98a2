import { describe, expect, it } from 'vitest';
import { DEFAULT_AI_PRICES } from '#shared/economics/ai-prices';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import { pipelinesCost, plannedPipeline, stepCost } from './pipeline-cost';

const pricing = (imageCount: number) => ({
  prices: DEFAULT_AI_PRICES,
  textModel: 'gemini-2.5-flash',
  imageCount,
});

const options = { ...DEFAULT_KEYWORD_OPTIONS, generateVariants: false, generateAds: true };

describe('the cost of a planned pipeline at the ledger’s prices', () => {
  it('prices each step from its typical tokens on gemini-2.5-flash ($0.30 in, $2.50 out per million)', () => {
    // 350 in, 150 out: 350 × 0.3 / 1e6 + 150 × 2.5 / 1e6.
    expect(stepCost('tags', pricing(2))).toBeCloseTo(0.000105 + 0.000375, 9);
    // 700 in, 2,600 out.
    expect(stepCost('article', pricing(2))).toBeCloseTo(0.00021 + 0.0065, 9);
    // Two calls of 400 in, 80 out.
    expect(stepCost('adCopy', pricing(2))).toBeCloseTo(2 * (0.00012 + 0.0002), 9);
  });

  it('prices images as one prompt plus each image drawn ($0.042) and checked by Vision ($0.0015)', () => {
    const prompt = 400 * 0.3e-6 + 150 * 2.5e-6;
    expect(stepCost('images', pricing(2))).toBeCloseTo(prompt + 2 * 0.0435, 9);
    expect(stepCost('images', pricing(3))).toBeCloseTo(prompt + 3 * 0.0435, 9);
  });

  it('plans the steps a run mode and the keyword’s options ask for, as BeginKeyword does', () => {
    expect(plannedPipeline('full', options, false).steps).toEqual([
      'tags',
      'title',
      'article',
      'images',
      'adCopy',
    ]);
    expect(
      plannedPipeline('full', { ...options, generateAds: false, generateVariants: true }, false),
    ).toMatchObject({
      steps: ['tags', 'title', 'article', 'images', 'variants'],
      variants: 3,
    });
    expect(plannedPipeline('full', { ...options, generateVariants: true }, true).variants).toBe(0);
    expect(plannedPipeline('images', options, false).steps).toEqual(['images']);
    expect(plannedPipeline('variants', { ...options, variantsCount: 2 }, false)).toMatchObject({
      steps: ['variants'],
      variants: 2,
    });
    expect(plannedPipeline('publish', options, false).steps).toEqual([]);
  });

  it('counts each variant as a full pipeline of its own, without variants', () => {
    const planned = [
      plannedPipeline('full', { ...options, generateVariants: true, variantsCount: 2 }, false),
    ];
    const { pipelines, byStep } = pipelinesCost(planned, pricing(2));
    expect(pipelines).toBe(3);
    expect(byStep.get('article')).toBeCloseTo(3 * stepCost('article', pricing(2)), 9);
    expect(byStep.get('variants')).toBeCloseTo(stepCost('variants', pricing(2)), 9);
    const total = [...byStep.values()].reduce((sum, cost) => sum + cost, 0);
    // About $0.096 a pipeline with ad copy at the default prices.
    expect(total / pipelines).toBeCloseTo(0.0959, 3);
  });
});

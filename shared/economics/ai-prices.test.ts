import { describe, expect, it } from 'vitest';
import { aiPricesConfigSchema } from './ai-prices';

describe('AI_PRICES, the configured price overrides', () => {
  it('reads a JSON object of prices by model', () => {
    expect(
      aiPricesConfigSchema.parse('{"gpt-4.1-mini":{"outputPerMillion":1.2},"vision":{"perImage":0}}'),
    ).toEqual({
      'gpt-4.1-mini': { outputPerMillion: 1.2 },
      vision: { perImage: 0 },
    });
  });

  it('refuses text that is no JSON, a misspelt field and a negative price, saying why', () => {
    const problems = (text: string) =>
      aiPricesConfigSchema.safeParse(text).error?.issues.map((issue) => issue.message);
    expect(problems('gpt-4.1-mini=0.4')).toEqual(['Expected a JSON object of prices by model']);
    expect(problems('{"gpt-4.1-mini":{"input":0.4}}')?.[0]).toMatch(/input/);
    expect(problems('{"gpt-4.1-mini":{"inputPerMillion":-1}}')).toEqual([
      'Number must be greater than or equal to 0',
    ]);
  });
});

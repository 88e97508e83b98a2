import { describe, expect, it } from 'vitest';
import { promptInputSchema, promptsQuerySchema, promptUpdateSchema } from './prompts';

const messagesOf = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => result.error?.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);

describe('promptInputSchema (the prompt form)', () => {
  it("gives the contract's messages for a missing or empty name, category and prompt", () => {
    const expected = [
      'name: Name is required',
      'category: Category is required',
      'prompt: Prompt content is required',
    ];
    expect(messagesOf(promptInputSchema.safeParse({}))).toEqual(expected);
    expect(messagesOf(promptInputSchema.safeParse({ name: ' ', category: '', prompt: '\n' }))).toEqual(
      expected,
    );
  });

  it('makes the description optional and a new prompt active by default', () => {
    expect(
      promptInputSchema.parse({ name: ' Tags ', category: 'tags', prompt: 'Tags for {{keyword}}' }),
    ).toEqual({
      name: 'Tags',
      category: 'tags',
      description: '',
      prompt: 'Tags for {{keyword}}',
      isActive: true,
    });
  });

  it('refuses an unknown category and over-long text', () => {
    const result = promptInputSchema.safeParse({ name: 'x'.repeat(101), category: 'intro', prompt: 'p' });
    expect(messagesOf(result)).toEqual([
      'name: String must contain at most 100 character(s)',
      "category: Invalid enum value. Expected 'tags' | 'title' | 'article' | 'imagePrompt' | 'imagePromptAlt' | 'adTitle' | 'adDescription' | 'variants' | 'seoTitle' | 'seoDescription' | 'relatedKeywords', received 'intro'",
    ]);
  });
});

describe('promptUpdateSchema', () => {
  it('accepts any subset, with the same messages for what is given', () => {
    expect(promptUpdateSchema.parse({})).toEqual({});
    expect(promptUpdateSchema.parse({ isActive: false })).toEqual({ isActive: false });
    expect(messagesOf(promptUpdateSchema.safeParse({ name: '', prompt: ' ' }))).toEqual([
      'name: Name is required',
      'prompt: Prompt content is required',
    ]);
  });
});

describe('promptsQuerySchema', () => {
  it('takes an optional known category', () => {
    expect(promptsQuerySchema.parse({})).toEqual({});
    expect(promptsQuerySchema.parse({ category: 'adTitle' })).toEqual({ category: 'adTitle' });
    expect(promptsQuerySchema.safeParse({ category: 'nope' }).success).toBe(false);
  });
});

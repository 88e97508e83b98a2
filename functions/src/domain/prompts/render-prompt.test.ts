import { describe, expect, it } from 'vitest';
import { PROMPT_CATEGORIES } from '#shared/product/prompt-categories';
import { DEFAULT_PROMPTS } from './default-prompts';
import { PROMPT_PLACEHOLDERS, PromptTemplateError, renderPrompt, unknownPlaceholders } from './render-prompt';

describe('renderPrompt', () => {
  it('fills every placeholder, spaces inside the braces allowed', () => {
    const text = renderPrompt('Write about {{keyword}} for {{ primaryTag }} ({{keyword}})', {
      keyword: 'trail shoes',
      primaryTag: 'buy trail shoes',
    });

    expect(text).toBe('Write about trail shoes for buy trail shoes (trail shoes)');
  });

  it('rejects an unknown placeholder by name instead of sending it to the model', () => {
    const render = () => renderPrompt('About {{keyword}} in {{city}}', { keyword: 'hotels' });

    expect(render).toThrow(PromptTemplateError);
    expect(render).toThrow('The prompt uses unknown placeholder {{city}}; available: {{keyword}}');
  });

  it('leaves text that only looks like a placeholder alone', () => {
    expect(renderPrompt('JSON: {"a": 1} and { {keyword} }', {})).toBe('JSON: {"a": 1} and { {keyword} }');
  });
});

describe('default prompts', () => {
  it('gives every category exactly one default', () => {
    expect(DEFAULT_PROMPTS.map((prompt) => prompt.category).sort()).toEqual([...PROMPT_CATEGORIES].sort());
  });

  it.each(DEFAULT_PROMPTS)('$category uses only the variables its step fills', (prompt) => {
    expect(unknownPlaceholders(prompt.category, prompt.prompt)).toEqual([]);
    const values = Object.fromEntries(PROMPT_PLACEHOLDERS[prompt.category].map((name) => [name, 'x']));
    expect(renderPrompt(prompt.prompt, values)).not.toContain('{{');
  });
});

import type { PromptCategory } from '#shared/product/prompt-categories';

/**
 * The variables each prompt category may use, as `{{name}}`. The pipeline fills exactly these, so a prompt
 * (a seeded default or one an operator wrote) can be checked against them before it is saved or used.
 */
export const PROMPT_PLACEHOLDERS = {
  tags: ['keyword', 'manualTags', 'transactionalCount', 'navigationalCount'],
  title: ['keyword', 'primaryTag', 'tags', 'manualTags'],
  article: ['keyword', 'title', 'primaryTag', 'tags', 'manualTags'],
  imagePrompt: ['keyword', 'title', 'primaryTag', 'manualTags'],
  imagePromptAlt: ['keyword', 'title', 'primaryTag', 'manualTags', 'rejectedPrompt'],
  adTitle: ['keyword', 'title', 'primaryTag', 'manualTags'],
  adDescription: ['keyword', 'title', 'primaryTag', 'manualTags', 'adTitle'],
  variants: ['keyword', 'primaryTag', 'manualTags', 'count'],
  // The lengths are the quality settings' limits, so the model is told what the check will hold it to.
  seoTitle: ['keyword', 'title', 'primaryTag', 'tags', 'manualTags', 'articleIntro', 'maxLength'],
  seoDescription: [
    'keyword',
    'title',
    'primaryTag',
    'tags',
    'manualTags',
    'articleIntro',
    'seoTitle',
    'minLength',
    'maxLength',
  ],
  // "More like this" (decision 053): a winning keyword, its article title and its best ad copy.
  relatedKeywords: [
    'keyword',
    'title',
    'primaryTag',
    'tags',
    'manualTags',
    'adTitle',
    'adDescription',
    'count',
  ],
} as const satisfies Record<PromptCategory, readonly string[]>;

const PLACEHOLDER = /\{\{\s*([A-Za-z][A-Za-z0-9_]*)\s*\}\}/g;

/** A prompt that cannot be filled: it names a variable its category does not provide. */
export class PromptTemplateError extends Error {
  override name = 'PromptTemplateError';
}

/** The `{{name}}` variables a prompt text uses, in order of first use. */
export function placeholdersOf(template: string): string[] {
  return [...new Set([...template.matchAll(PLACEHOLDER)].map((match) => match[1] as string))];
}

/** The variables of `template` that `category` does not provide (empty when the prompt is usable). */
export function unknownPlaceholders(category: PromptCategory, template: string): string[] {
  const known: readonly string[] = PROMPT_PLACEHOLDERS[category];
  return placeholdersOf(template).filter((name) => !known.includes(name));
}

/**
 * Fills every `{{name}}` of a prompt; a variable without a value is an error naming it and the known ones,
 * never silently left in the text sent to the model.
 */
export function renderPrompt(template: string, values: Readonly<Record<string, string>>): string {
  const missing = placeholdersOf(template).filter((name) => !Object.hasOwn(values, name));
  if (missing.length > 0) {
    const list = missing.map((name) => `{{${name}}}`).join(', ');
    const known = Object.keys(values)
      .map((name) => `{{${name}}}`)
      .join(', ');
    throw new PromptTemplateError(`The prompt uses unknown placeholder ${list}; available: ${known}`);
  }
  return template.replace(PLACEHOLDER, (_match, name: string) => values[name] as string);
}

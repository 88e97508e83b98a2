/**
 * Categories of AI prompts in the order the screens show them: the eight of docs/contract.md#ai-prompts, then
 * the SEO title and meta description the quality gate adds (decision 041), then the related keywords that
 * "More like this" asks for (decision 053).
 */
export const PROMPT_CATEGORIES = [
  'tags',
  'title',
  'article',
  'imagePrompt',
  'imagePromptAlt',
  'adTitle',
  'adDescription',
  'variants',
  'seoTitle',
  'seoDescription',
  'relatedKeywords',
] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

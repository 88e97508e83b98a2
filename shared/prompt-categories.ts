/** Categories of AI prompts (the spec's Prompt entity), in the order the screens show them. */
export const PROMPT_CATEGORIES = [
  'tags',
  'title',
  'article',
  'imagePrompt',
  'imagePromptAlt',
  'adTitle',
  'adDescription',
  'variants',
] as const;
export type PromptCategory = (typeof PROMPT_CATEGORIES)[number];

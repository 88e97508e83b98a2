/** Categories of AI prompts (second spec document, "Prompt"), in the order the screens show them. */
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

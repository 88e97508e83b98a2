import { PROMPT_CATEGORIES, type PromptCategory } from '#shared/product/prompt-categories';

/** How each prompt category is named on screen (tabs, table, select). */
export const PROMPT_CATEGORY_LABELS: Record<PromptCategory, string> = {
  tags: 'Tags',
  title: 'Title',
  article: 'Article',
  imagePrompt: 'Image Prompt',
  imagePromptAlt: 'Alternative Image Prompt',
  adTitle: 'Ad Title',
  adDescription: 'Ad Description',
  variants: 'Variants',
  seoTitle: 'SEO Title',
  seoDescription: 'Meta Description',
  relatedKeywords: 'Related Keywords',
};

export const PROMPT_CATEGORY_OPTIONS = PROMPT_CATEGORIES.map((value) => ({
  value,
  label: PROMPT_CATEGORY_LABELS[value],
}));

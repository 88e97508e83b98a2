import type { QualityCheck, QualitySettings } from '../schemas/quality';

// Free of zod: the quality gate and its settings import it at init, where the quality schemas are not
// needed (decision 062).

/** What each check is called on screen and in the processing log. */
export const QUALITY_CHECK_LABELS: Record<QualityCheck, string> = {
  nearDuplicate: 'Near-duplicate',
  wordCount: 'Word count',
  headings: 'Headings',
  leftoverMarkup: 'Leftover markup',
  keywordInTitle: 'Keyword in title',
  keywordInFirstParagraph: 'Keyword in first paragraph',
  readability: 'Readability',
  seoTitle: 'SEO title length',
  seoDescription: 'Meta description length',
};

/**
 * Defaults: a web article of 300 to 5,000 words, readable by a general audience (Flesch 30 to 100), a copy
 * from 60% shared word triples, an SEO title search results show whole (60 characters) and a meta
 * description of 120 to 160. A near-duplicate, leftover model output or an SEO field out of its limits
 * never goes live unreviewed.
 */
export const DEFAULT_QUALITY_SETTINGS: QualitySettings = {
  wordCountMin: 300,
  wordCountMax: 5000,
  readabilityMin: 30,
  readabilityMax: 100,
  duplicateWarning: 0.4,
  duplicateFailure: 0.6,
  blocking: ['nearDuplicate', 'leftoverMarkup', 'seoTitle', 'seoDescription'],
  seoTitleMax: 60,
  seoDescriptionMin: 120,
  seoDescriptionMax: 160,
};

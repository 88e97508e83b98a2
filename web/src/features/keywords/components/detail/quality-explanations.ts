import type { QualityCheck, QualityResult } from '#shared/schemas/quality';

/** What each check looks at, in a sentence, for the Quality tab. */
export const QUALITY_EXPLANATIONS: Record<QualityCheck, string> = {
  nearDuplicate:
    'Share of word triples this article has in common with the most similar article published or scheduled on the site, or written in the same batch.',
  wordCount: 'Words in the article, headings and lists included.',
  headings: 'Section headings (h1 to h6) that structure the article.',
  leftoverMarkup:
    'Model output that must not reach readers: Markdown fences, headings or bold, [insert …] placeholders, "As an AI language model", refusals, an unfinished last sentence.',
  keywordInTitle: 'Whether the master keyword appears in the title, as whole words in order.',
  keywordInFirstParagraph: 'Whether the master keyword appears in the first paragraph.',
  readability: 'Flesch reading ease: 60–70 is plain English, lower is harder to read, higher is easier.',
  seoTitle:
    'Characters in the SEO title, the title search results show (and the slug is made from); a longer one is cut off there, so it is held back rather than cut here.',
  seoDescription:
    'Characters in the meta description, the snippet under the title in search results and the post’s excerpt.',
};

/** The figure as shown: a similarity as a percentage, presence as Yes/No, other counts as they are. */
export function figureText(result: Pick<QualityResult, 'check' | 'figure'>): string {
  if (result.check === 'nearDuplicate') return `${Math.round(result.figure * 100)}%`;
  if (result.check === 'keywordInTitle' || result.check === 'keywordInFirstParagraph')
    return result.figure === 1 ? 'Yes' : 'No';
  return String(result.figure);
}

/** The threshold as shown: a similarity limit as a percentage. */
export function thresholdText(result: Pick<QualityResult, 'check' | 'threshold'>): string {
  const limit = /^< (0(?:\.\d+)?|1)$/.exec(result.threshold)?.[1];
  return limit ? `below ${Math.round(Number(limit) * 100)}%` : result.threshold;
}

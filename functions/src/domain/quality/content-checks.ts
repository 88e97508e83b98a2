import type { QualityCheck, QualityResult, QualitySettings } from '#shared/schemas/quality';
import { type ArticleBlock, articleBlocks, containsPhrase, wordsOf } from './article-text';
import type { ReadingEase } from './reading-ease';

/** What the content checks read: the stored article (sanitized HTML), its title and master keyword. */
export interface CheckedArticle {
  masterKeyword: string;
  title: string;
  html: string;
}

/** A finding held against its threshold: `failed` when its check blocks publishing, else `warning`. */
export function verdictOf(
  check: QualityCheck,
  within: boolean,
  settings: Pick<QualitySettings, 'blocking'>,
): QualityResult['verdict'] {
  if (within) return 'passed';
  return settings.blocking.includes(check) ? 'failed' : 'warning';
}

/** Model output that must never reach a reader, each with how it is named in the result's detail. */
const LEFTOVERS: { pattern: RegExp; name: string }[] = [
  { pattern: /```|~~~/, name: 'a Markdown code fence' },
  { pattern: /^#{1,6}\s/m, name: 'a Markdown heading' },
  { pattern: /\*\*[^*\n]+\*\*/, name: 'Markdown bold' },
  { pattern: /\[\s*insert\b[^\]]*\]/i, name: 'an [insert …] placeholder' },
  { pattern: /\bas an ai(?: language)? model\b/i, name: '"As an AI language model"' },
  { pattern: /\bI(?:'m| am) sorry, but I can(?:not|'t)\b/i, name: 'a refusal' },
];

/** Lists and tables may end an article without a full stop; any other text must end a sentence. */
const ENDS_SENTENCE = /[.!?…]["'”’)\]]*$/;
const ENDS_WITH_LIST = /<\/(ul|ol|table)>\s*$/i;

function leftoversIn(html: string, blocks: ArticleBlock[]): string[] {
  // Block by block, so a Markdown heading is seen at the start of its own paragraph.
  const text = blocks.map((block) => block.text).join('\n');
  const found = LEFTOVERS.filter(({ pattern }) => pattern.test(text)).map(({ name }) => name);
  const last = blocks.at(-1);
  if (last && !ENDS_WITH_LIST.test(html.trim()) && !ENDS_SENTENCE.test(last.text))
    found.push('an unfinished sentence at the end');
  return found;
}

const range = (min: number, max: number) => `${min}–${max}`;

/**
 * The content checks of an article (decision 036), in a fixed order: word count and readability within
 * their ranges, at least one heading, no leftover model output, the master keyword in the title and in the
 * first paragraph. Pure: the same article, settings and scorer always give the same results.
 */
export function contentChecks(
  article: CheckedArticle,
  settings: QualitySettings,
  readingEase: ReadingEase,
): QualityResult[] {
  const blocks = articleBlocks(article.html);
  const text = blocks.map((block) => block.text).join('\n');
  const words = wordsOf(text).length;
  const headings = blocks.filter((block) => /^h[1-6]$/.test(block.tag)).length;
  const leftovers = leftoversIn(article.html, blocks);
  const firstParagraph = blocks.find((block) => block.tag === 'p' || block.tag === 'text')?.text ?? '';
  const inTitle = containsPhrase(article.title, article.masterKeyword);
  const inFirst = containsPhrase(firstParagraph, article.masterKeyword);
  // Scored on whole sentences: each block ends one, so a heading does not run into the next paragraph.
  const score =
    words === 0
      ? 0
      : readingEase(
          blocks.map((block) => (ENDS_SENTENCE.test(block.text) ? block.text : `${block.text}.`)).join('\n'),
        );
  const result = (check: QualityCheck, within: boolean, figure: number, threshold: string) => ({
    check,
    verdict: verdictOf(check, within, settings),
    figure,
    threshold,
  });
  return [
    result(
      'wordCount',
      words >= settings.wordCountMin && words <= settings.wordCountMax,
      words,
      range(settings.wordCountMin, settings.wordCountMax),
    ),
    result('headings', headings >= 1, headings, '≥ 1'),
    {
      ...result('leftoverMarkup', leftovers.length === 0, leftovers.length, '0'),
      ...(leftovers.length > 0 ? { detail: `Found ${leftovers.join(', ')}` } : {}),
    },
    result('keywordInTitle', inTitle, inTitle ? 1 : 0, 'present'),
    result('keywordInFirstParagraph', inFirst, inFirst ? 1 : 0, 'present'),
    result(
      'readability',
      score >= settings.readabilityMin && score <= settings.readabilityMax,
      score,
      range(settings.readabilityMin, settings.readabilityMax),
    ),
  ];
}

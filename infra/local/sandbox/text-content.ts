/**
 * Deterministic, plausible answers of the sandbox's text models, derived from the prompt.
 *
 * Prompt convention (what the pipeline's prompts must carry for the sandbox to answer well; real models
 * read them just as well):
 * - The subject on a line of its own: `Keyword: best hiking boots` (else the first quoted phrase is used).
 * - For structured output, ask for JSON and show the object, e.g.
 *   `Respond with JSON only: {"transactional": ["..."], "navigational": ["..."]}`. The answer has exactly
 *   those keys; the key names choose the content (`transactional`, `navigational`, `tags`, `variants`,
 *   `relatedKeywords`, `title`, `article`/`content`/`html`, `imagePrompt`, `adTitle`, `adDescription`,
 *   `captions`...).
 * - Array lengths come from the prompt: "exactly 4 transactional tags", "3 variants", "navigational: 3".
 * - Plain-text answers (no JSON asked) are of the kind the prompt names first: image prompt, ad title,
 *   ad description, variants (one per line), article (HTML), tags (comma-separated), title.
 * - Optional lines `Title: ...` and `Tags: a, b` (manual tags) are woven into the article.
 */

import { extractShape, type ObjectShape, type Shape } from './answer-shape';
import { metaDescription, seoTitle } from './seo-wording';
import { range, slugOf } from './text-kit';
import {
  type ArticleContext,
  adDescription,
  adTitle,
  articleHtml,
  articleTitle,
  ideas,
  imageCaption,
  imagePrompt,
  keywordVariants,
  mixedTags,
  navigationalTags,
  relatedKeywords,
  sectionHeadings,
  summary,
  transactionalTags,
} from './text-wording';

export interface TextAsk {
  prompt: string;
  system?: string;
  json: boolean;
}

/** The answer text: a JSON document when `json`, else plain text or HTML. */
export function answerPrompt(ask: TextAsk): string {
  const full = `${ask.system ?? ''}\n${ask.prompt}`;
  const context: Context = {
    prompt: full,
    keyword: extractKeyword(full),
    title: /^\s*title\s*:\s*(.+)$/im.exec(full)?.[1]?.trim(),
    tags: extractTags(full),
  };
  // A real model answers in JSON when the prompt shows a JSON object, JSON mode or not.
  const showsJson = /\bjson\b/i.test(full) && /\{\s*"[^"]+"\s*:/.test(full);
  if (ask.json || showsJson) return JSON.stringify(fillShape(extractShape(full), context));
  return plainAnswer(ask.prompt, context);
}

interface Context extends ArticleContext {
  prompt: string;
}

export function extractKeyword(text: string): string {
  const line = /^\s*(?:master\s+|primary\s+)?keyword\s*:\s*(.+)$/im.exec(text)?.[1];
  const outsideJson = text.replace(/\{[\s\S]*\}/g, ' ');
  const quoted = /["“]([^"”\n]{2,120})["”]/.exec(outsideJson)?.[1];
  return (line ?? quoted ?? 'this topic').trim().replace(/^["“']|["”']$/g, '');
}

function extractTags(text: string): string[] {
  const line = /^\s*(?:manual\s+)?tags\s*:\s*(.+)$/im.exec(text)?.[1];
  return line
    ? line
        .split(',')
        .map((tag) => tag.trim())
        .filter(Boolean)
    : [];
}

// ---- JSON answers -------------------------------------------------------------------------------------

function fillShape(shape: ObjectShape, context: Context): Record<string, unknown> {
  return Object.fromEntries(shape.keys.map(([key, inner]) => [key, fillValue(key, inner, context, 0)]));
}

function fillValue(key: string, shape: Shape, context: Context, index: number): unknown {
  switch (shape.kind) {
    case 'array': {
      const count =
        countFor(key, context.prompt) ?? (shape.exampleLength > 1 ? shape.exampleLength : undefined);
      if (shape.item.kind === 'object') {
        const itemShape = shape.item;
        return range(count ?? 3).map((position) =>
          Object.fromEntries(
            itemShape.keys.map(([inner, s]) => [inner, fillValue(inner, s, context, position)]),
          ),
        );
      }
      return listFor(key, context, count);
    }
    case 'object':
      return Object.fromEntries(shape.keys.map(([inner, s]) => [inner, fillValue(inner, s, context, index)]));
    case 'number':
      return countFor(key, context.prompt) ?? 1;
    case 'boolean':
      return true;
    default:
      return stringFor(key, context, index);
  }
}

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
};

/** The count the prompt asks for a key: "4 transactional tags", "exactly three variants", "tags: 5". */
export function countFor(key: string, prompt: string): number | undefined {
  const word = keyWords(key)[0];
  if (!word) return undefined;
  const stem = word.replace(/s$/, '');
  const number = '(\\d+|one|two|three|four|five|six|seven|eight|nine|ten)';
  // On one line, up to three words between the number and the key, none a number ("4 transactional and 3").
  const between = '(?:(?!(?:one|two|three|four|five|six|seven|eight|nine|ten)\\b)[a-z-]+[ \\t]+){0,3}?';
  const before = new RegExp(`\\b${number}[ \\t]+${between}${stem}`, 'i').exec(prompt)?.[1];
  const after = new RegExp(`\\b${stem}s?\\b[a-z \\t-]{0,30}?[:=]\\s*${number}\\b`, 'i').exec(prompt)?.[1];
  const found = before ?? after;
  if (!found) return undefined;
  const count = NUMBER_WORDS[found.toLowerCase()] ?? Number(found);
  return Math.min(Math.max(count, 1), 50);
}

/** "adDescription" -> ["description", "ad"]: the telling word first. */
function keyWords(key: string): string[] {
  const words = key
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z]+/)
    .filter(Boolean);
  const generic = new Set(['ad', 'ads', 'list', 'items', 'the', 'of', 'generated', 'keyword']);
  return [...words.filter((word) => !generic.has(word)), ...words.filter((word) => generic.has(word))];
}

const normalized = (key: string) => key.toLowerCase().replace(/[^a-z]/g, '');

function listFor(key: string, context: Context, count?: number): string[] {
  const name = normalized(key);
  if (name.includes('transactional')) return transactionalTags(context.keyword, count ?? 4);
  if (name.includes('navigational')) return navigationalTags(context.keyword, count ?? 3);
  if (name.includes('related')) return relatedKeywords(context.keyword, count ?? 10);
  if (name.includes('variant') || name === 'keywords') return keywordVariants(context.keyword, count ?? 3);
  if (name.includes('tag')) return mixedTags(context.keyword, count ?? 5);
  if (name.includes('caption') || name.includes('label') || name.includes('alt')) {
    return range(count ?? 3).map((index) => imageCaption(context.keyword, index));
  }
  if (name.includes('heading') || name.includes('section'))
    return sectionHeadings(context.keyword).slice(0, count ?? 5);
  return ideas(context.keyword, count ?? 3);
}

function stringFor(key: string, context: Context, index: number): string {
  const name = normalized(key);
  if (name.includes('seotitle')) return seoTitle(context.keyword, context.prompt);
  if (name.includes('metadescription') || name.includes('seodescription'))
    return metaDescription(context.keyword, context.prompt);
  if (name.includes('imageprompt') || name === 'prompt' || name.includes('image')) {
    return imagePrompt(context.keyword);
  }
  if (name.includes('adtitle') || name.includes('adheadline') || name === 'headline')
    return adTitle(context.keyword);
  if (name.includes('summary') || name.includes('excerpt') || name.includes('meta'))
    return summary(context.keyword);
  if (name.includes('description') || name.includes('primarytext') || name.includes('adcopy')) {
    return adDescription(context.keyword);
  }
  if (name.includes('article') || name.includes('html') || name === 'content' || name === 'body') {
    return articleHtml(context);
  }
  if (name.includes('title')) return articleTitle(context.keyword);
  if (name.includes('variant') || name === 'keyword')
    return keywordVariants(context.keyword, index + 1)[index]!;
  if (name.includes('caption') || name.includes('alt')) return imageCaption(context.keyword, index);
  if (name.includes('slug')) return slugOf(context.keyword);
  return summary(context.keyword);
}

// ---- Plain answers --------------------------------------------------------------------------------------

const PLAIN_KINDS: [RegExp, (context: Context) => string][] = [
  [/image\s+(?:generation\s+)?prompt|prompt\s+for\s+an?\s+image/i, (c) => imagePrompt(c.keyword)],
  [/\bad\s+(?:title|headline)/i, (c) => adTitle(c.keyword)],
  [/\bad\s+(?:description|copy|text)|primary\s+text/i, (c) => adDescription(c.keyword)],
  [
    /\bvariants?\b|\bvariations?\b/i,
    (c) => keywordVariants(c.keyword, countFor('variants', c.prompt) ?? 3).join('\n'),
  ],
  [/\barticle\b|\bblog\s+post\b|\bhtml\b/i, (c) => articleHtml(c)],
  [/\btags?\b/i, (c) => plainTags(c)],
  [/\btitle\b|\bheadline\b/i, (c) => articleTitle(c.keyword)],
];

function plainAnswer(rawPrompt: string, context: Context): string {
  // The subject lines (Keyword:, Title:, Tags:) name no task.
  const prompt = rawPrompt.replace(
    /^\s*(?:master\s+|primary\s+|manual\s+)?(?:keyword|title|tags)\s*:.*$/gim,
    '',
  );
  let best: { at: number; answer: (context: Context) => string } | undefined;
  for (const [pattern, answer] of PLAIN_KINDS) {
    const at = prompt.search(pattern);
    if (at >= 0 && (!best || at < best.at)) best = { at, answer };
  }
  return best ? best.answer(context) : summary(context.keyword);
}

function plainTags(context: Context): string {
  const transactional = countFor('transactional', context.prompt);
  const navigational = countFor('navigational', context.prompt);
  if (transactional || navigational) {
    return [
      ...transactionalTags(context.keyword, transactional ?? 0),
      ...navigationalTags(context.keyword, navigational ?? 0),
    ].join(', ');
  }
  return mixedTags(context.keyword, countFor('tags', context.prompt) ?? 5).join(', ');
}

/**
 * The plain text of a stored article (sanitized HTML), block by block, for the checks that read words and
 * sentences. Only what the allow-list lets through is expected; anything else is dropped as markup.
 */

export interface ArticleBlock {
  /** The element's name: `p`, `h2`, `li`...; `text` for text outside any block. */
  tag: string;
  text: string;
}

const BLOCK = /<(p|h[1-6]|li|blockquote|td|th|figcaption|pre)\b[^>]*>([\s\S]*?)<\/\1\s*>/gi;

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  apos: "'",
  nbsp: ' ',
  '#39': "'",
};

function decode(text: string): string {
  return text.replace(/&(#?\w+);/g, (whole, name: string) => {
    if (ENTITIES[name]) return ENTITIES[name];
    const code = /^#x([0-9a-f]+)$/i.exec(name)?.[1] ?? /^#(\d+)$/.exec(name)?.[1];
    if (!code) return whole;
    const point = Number.parseInt(code, name.startsWith('#x') || name.startsWith('#X') ? 16 : 10);
    return Number.isFinite(point) && point <= 0x10ffff ? String.fromCodePoint(point) : whole;
  });
}

/** Text with its tags removed and entities decoded, spaces collapsed. */
export const textOf = (html: string) =>
  decode(html.replace(/<[^>]*>/g, ' '))
    .replace(/\s+/g, ' ')
    .trim();

/** The article's blocks in order; text between blocks (an unclosed tail, stray text) counts as its own. */
export function articleBlocks(html: string): ArticleBlock[] {
  const blocks: ArticleBlock[] = [];
  let last = 0;
  const loose = (from: number, to: number) => {
    const text = textOf(html.slice(from, to));
    if (text) blocks.push({ tag: 'text', text });
  };
  for (const match of html.matchAll(BLOCK)) {
    loose(last, match.index);
    const text = textOf(match[2] ?? '');
    if (text) blocks.push({ tag: (match[1] ?? 'p').toLowerCase(), text });
    last = match.index + match[0].length;
  }
  loose(last, html.length);
  return blocks;
}

/** Words: runs of letters and digits, with inner apostrophes ("don't"). */
export const wordsOf = (text: string) => text.match(/[\p{L}\p{N}]+(?:['’][\p{L}]+)*/gu) ?? [];

/** Lower case words joined by single spaces: how a keyword is looked for in a text. */
export const normalizedWords = (text: string) => wordsOf(text.toLowerCase()).join(' ');

/** Whether the keyword's words appear in the text in order, as whole words (case and punctuation aside). */
export function containsPhrase(text: string, phrase: string): boolean {
  const needle = normalizedWords(phrase);
  return needle !== '' && ` ${normalizedWords(text)} `.includes(` ${needle} `);
}

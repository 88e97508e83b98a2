/**
 * How keyword search reads text: the word prefixes a keyword is indexed by, and the terms a search asks for.
 */

/** Words are indexed and matched on at most this many leading characters. */
export const SEARCH_PREFIX_MAX = 24;

/**
 * The words of a text as search sees them: lower case, accents removed, split on anything that is not a
 * letter or digit ("Women's Shoes" -> ["women", "s", "shoes"]).
 */
export function searchWords(text: string): string[] {
  return text
    .normalize('NFKD')
    .replace(/\p{M}+/gu, '')
    .toLowerCase()
    .split(/[^\p{L}\p{N}]+/u)
    .filter((word) => word.length > 0);
}

/** The distinct word prefixes a keyword is found by (each word's first 1..24 characters). */
export function searchPrefixes(texts: string[]): string[] {
  const prefixes = new Set<string>();
  for (const word of texts.flatMap(searchWords)) {
    const end = Math.min(word.length, SEARCH_PREFIX_MAX);
    for (let length = 1; length <= end; length += 1) prefixes.add(word.slice(0, length));
  }
  return [...prefixes];
}

/** The prefixes a search text asks for: each of its words, truncated like the index, deduplicated. */
export function searchTerms(search: string): string[] {
  return [...new Set(searchWords(search).map((word) => word.slice(0, SEARCH_PREFIX_MAX)))];
}

/** Small text helpers of the sandbox's fake models. */

/** 0, 1, ... count - 1. */
export const range = (count: number) => Array.from({ length: Math.max(0, count) }, (_, index) => index);

/** FNV-1a: a stable hash so the same keyword always gets the same wording. */
export function hashText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash;
}

/** One of `options`, always the same for the same seed and salt. */
export const pick = <T>(seed: string, salt: number, options: T[]): T =>
  options[(hashText(seed) + salt) % options.length]!;

const SMALL_WORDS = new Set(['a', 'an', 'and', 'at', 'for', 'in', 'of', 'on', 'or', 'the', 'to', 'with']);
export const capitalize = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function titleCase(text: string): string {
  return text
    .split(/\s+/)
    .map((word, index) =>
      index > 0 && SMALL_WORDS.has(word.toLowerCase()) ? word.toLowerCase() : capitalize(word),
    )
    .join(' ');
}

export function slugOf(text: string): string {
  return text
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

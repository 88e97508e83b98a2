import { SIGNATURE_LENGTH } from '../../ports/quality';
import { wordsOf } from './article-text';

/**
 * MinHash signatures over word shingles, with locality-sensitive banding (decision 036). Two articles'
 * signatures agree in a position with a probability equal to the Jaccard similarity of their shingle sets,
 * and banding turns "similar" into "shares a band key", which an index answers with key reads alone.
 */

/** Words per shingle: triples keep word order without making one changed word change too much. */
const SHINGLE_WORDS = 3;
/**
 * 32 bands of 4 rows: a pair at similarity s shares a band with probability 1 − (1 − s⁴)³²: 0.9995 at 0.7,
 * 0.97 at 0.6, 0.87 at 0.5, 0.003 at 0.1 (so unrelated articles rarely become candidates).
 */
export const BANDS = 32;
const ROWS = SIGNATURE_LENGTH / BANDS;

/** murmur3's 32-bit finalizer: a fast, well-mixed hash of a 32-bit value. */
function mix32(value: number): number {
  let h = value | 0;
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> 0;
}

/** FNV-1a over a string's UTF-16 code units. */
function fnv1a(text: string): number {
  let h = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    h ^= text.charCodeAt(index);
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

/** One seed per signature position, fixed forever: stored signatures must stay comparable. */
const SEEDS = Uint32Array.from({ length: SIGNATURE_LENGTH }, (_, index) =>
  mix32(0x9e3779b9 + index * 0x632be5ab),
);

/** The text's distinct word triples (lower case), as 32-bit hashes; a text under three words is one shingle. */
export function shingleHashes(text: string): Set<number> {
  const words = wordsOf(text.toLowerCase());
  const hashes = new Set<number>();
  if (words.length === 0) return hashes;
  if (words.length < SHINGLE_WORDS) hashes.add(fnv1a(words.join(' ')));
  for (let index = 0; index + SHINGLE_WORDS <= words.length; index += 1)
    hashes.add(fnv1a(words.slice(index, index + SHINGLE_WORDS).join(' ')));
  return hashes;
}

/** The text's MinHash signature: per position, the least of its shingles' hashes under that position's seed. */
export function signatureOf(text: string): Uint32Array {
  const signature = new Uint32Array(SIGNATURE_LENGTH).fill(0xffffffff);
  for (const shingle of shingleHashes(text)) {
    for (let position = 0; position < SIGNATURE_LENGTH; position += 1) {
      const value = mix32(shingle ^ SEEDS[position]!);
      if (value < signature[position]!) signature[position] = value;
    }
  }
  return signature;
}

/** The estimated Jaccard similarity of two texts: the share of positions where their signatures agree. */
export function similarityOf(a: Uint32Array, b: Uint32Array): number {
  let same = 0;
  for (let position = 0; position < SIGNATURE_LENGTH; position += 1)
    if (a[position] === b[position]) same += 1;
  return same / SIGNATURE_LENGTH;
}

/** The signature's band keys, `<band>.<hash of its rows>`: similar texts share at least one. */
export function bandKeysOf(signature: Uint32Array): string[] {
  return Array.from({ length: BANDS }, (_, band) => {
    let h = mix32(band + 1);
    for (let row = 0; row < ROWS; row += 1) h = mix32(h ^ signature[band * ROWS + row]!);
    return `${band}.${h.toString(36)}`;
  });
}

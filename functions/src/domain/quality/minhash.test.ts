import { describe, expect, it } from 'vitest';
import { DEFAULT_QUALITY_SETTINGS } from '#shared/articles/quality-defaults';
import { bandKeysOf, signatureOf, similarityOf } from './minhash';
import { duplicateFinding } from './near-duplicate';

/** A deterministic stream of numbers, so the generated texts are the same on every run. */
function numbers(seed: number) {
  let state = seed >>> 0;
  return () => {
    state = (Math.imul(state, 1664525) + 1013904223) >>> 0;
    return state / 2 ** 32;
  };
}

const VOCABULARY = Array.from({ length: 2000 }, (_, index) => `w${index.toString(36)}`);

/** `count` sentences of 12 words drawn from a 2,000-word vocabulary. */
function sentences(seed: number, count: number): string[] {
  const next = numbers(seed);
  return Array.from({ length: count }, () =>
    Array.from({ length: 12 }, () => VOCABULARY[Math.floor(next() * VOCABULARY.length)]).join(' '),
  );
}

const original = sentences(1, 60);
const text = (parts: string[]) => parts.join('. ');
const verdict = (a: string[], b: string[]) =>
  duplicateFinding(similarityOf(signatureOf(text(a)), signatureOf(text(b))), DEFAULT_QUALITY_SETTINGS);
const shareABand = (a: string[], b: string[]) => {
  const keys = new Set(bandKeysOf(signatureOf(text(a))));
  return bandKeysOf(signatureOf(text(b))).some((key) => keys.has(key));
};

describe('MinHash with banding on known pairs', () => {
  it('finds an identical article a duplicate, similarity 1', () => {
    expect(similarityOf(signatureOf(text(original)), signatureOf(text([...original])))).toBe(1);
    expect(verdict(original, [...original])).toBe('duplicate');
    expect(shareABand(original, [...original])).toBe(true);
  });

  it('finds the same sentences in another order a duplicate', () => {
    const reordered = [...original.slice(30), ...original.slice(10, 30), ...original.slice(0, 10)];
    expect(verdict(original, reordered)).toBe('duplicate');
    expect(shareABand(original, reordered)).toBe(true);
  });

  it('warns about an article with 30% of its sentences rewritten', () => {
    const fresh = sentences(2, 18);
    const changed = original.map((sentence, index) =>
      index % 10 < 3 ? fresh[Math.floor(index / 10) * 3 + (index % 10)]! : sentence,
    );
    const similarity = similarityOf(signatureOf(text(original)), signatureOf(text(changed)));
    // 42 of 60 sentences kept: about 42·12 of (60 + 18)·12 triples shared, a Jaccard similarity near 0.54.
    expect(similarity).toBeGreaterThan(0.45);
    expect(similarity).toBeLessThan(0.6);
    expect(verdict(original, changed)).toBe('similar');
    expect(shareABand(original, changed)).toBe(true);
  });

  it('passes an unrelated article, sharing no band', () => {
    const unrelated = sentences(3, 60);
    expect(similarityOf(signatureOf(text(original)), signatureOf(text(unrelated)))).toBeLessThan(0.05);
    expect(verdict(original, unrelated)).toBe('distinct');
    expect(shareABand(original, unrelated)).toBe(false);
  });
});

import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import type { KeywordListFilter, KeywordRecord } from '../../../ports/keywords';
import { cleanSuggestions, withCollisions } from './related-suggestions';

/** A stored keyword as the repository answers it; only what the collision check reads matters. */
const record = (id: string, masterKeyword: string, more: Partial<KeywordRecord> = {}) =>
  ({ id, masterKeyword, options: DEFAULT_KEYWORD_OPTIONS, ...more }) as KeywordRecord;

describe('cleanSuggestions', () => {
  it('keeps the model’s order, single-spaced, up to the count asked', () => {
    expect(cleanSuggestions(['  tent   pegs ', 'camping stove', 'sleeping bag'], 'tents', 2)).toEqual([
      'tent pegs',
      'camping stove',
    ]);
  });

  it('drops the source keyword and repeats by their words, in any order, case or punctuation', () => {
    const raw = ['Hiking Boots', 'boots, hiking', 'waterproof boots', 'Boots waterproof', 'trail socks'];

    expect(cleanSuggestions(raw, 'hiking boots', 10)).toEqual(['waterproof boots', 'trail socks']);
  });

  it('drops what a batch would refuse: too short, too long, no words', () => {
    const raw = ['ab', 'x'.repeat(201), '!!!', 'trail socks'];

    expect(cleanSuggestions(raw, 'hiking boots', 10)).toEqual(['trail socks']);
  });
});

describe('withCollisions', () => {
  /** Master keywords by site, searched as the index does (every word a prefix), and variants by parent. */
  function store(masters: KeywordRecord[], variants: Record<string, KeywordRecord[]> = {}) {
    const searches: KeywordListFilter[] = [];
    return {
      searches,
      keywords: {
        async list(filter: KeywordListFilter) {
          searches.push(filter);
          const words = (filter.search ?? '').split(' ');
          const found = masters.filter(
            (keyword) =>
              (keyword.siteId ?? 'primary') === filter.site &&
              words.every((word) => keyword.masterKeyword.split(' ').some((w) => w.startsWith(word))),
          );
          return { keywords: found, total: found.length };
        },
        variantsOf: async (parentId: string) => variants[parentId] ?? [],
      },
    };
  }

  it('names the existing keyword of the source’s site with the same words, and the source’s variants', async () => {
    const source = record('k1', 'hiking boots', { siteId: 'blog' });
    const { keywords, searches } = store(
      [
        record('k2', 'boots hiking waterproof', { siteId: 'blog' }),
        record('k3', 'trail socks', { siteId: 'other' }),
        record('k4', 'hiking boots for kids', { siteId: 'blog' }),
      ],
      { k1: [record('v1', 'best hiking boots', { parentId: 'k1', siteId: 'blog' })] },
    );

    const suggestions = await withCollisions(keywords, source, [
      'waterproof hiking boots',
      'trail socks',
      'Best Hiking Boots',
      'hiking boots kids',
    ]);

    expect(suggestions).toEqual([
      {
        keyword: 'waterproof hiking boots',
        collision: { keywordId: 'k2', keyword: 'boots hiking waterproof' },
      },
      // Only another site has it.
      { keyword: 'trail socks' },
      { keyword: 'Best Hiking Boots', collision: { keywordId: 'v1', keyword: 'best hiking boots' } },
      // "for" is a word of its own: not the same words.
      { keyword: 'hiking boots kids' },
    ]);
    expect(searches.every((filter) => filter.site === 'blog')).toBe(true);
  });

  it('checks a keyword from before sites against the primary site, and a variant against its siblings', async () => {
    const variant = record('v2', 'cheap tents', { parentId: 'k9' });
    const { keywords, searches } = store([record('k8', 'tent pegs')], {
      k9: [variant, record('v3', 'tents for two', { parentId: 'k9' })],
    });

    expect(await withCollisions(keywords, variant, ['pegs tent', 'two for tents'])).toEqual([
      { keyword: 'pegs tent', collision: { keywordId: 'k8', keyword: 'tent pegs' } },
      { keyword: 'two for tents', collision: { keywordId: 'v3', keyword: 'tents for two' } },
    ]);
    expect(searches.map((filter) => filter.site)).toEqual(['primary', 'primary']);
  });
});

import { describe, expect, it } from 'vitest';
import type { KeywordRecord } from '../../../ports/keywords';
import type { RelatedKeywordsAsk, RelatedKeywordsWriter } from '../../../ports/related-keywords';
import { DomainError } from '../../domain-error';
import { createRelatedKeywords, NO_KEYWORDS_READ, NO_WRITER } from './related-keywords-service';

const source = {
  id: 'k1',
  masterKeyword: 'hiking boots',
  siteId: 'blog',
  adTitle: 'Boots That Last',
  adDescription: 'Find boots for every trail.',
} as KeywordRecord;
const USAGE = { 'relatedKeywords:gemini-2.5-flash:calls': 1 };

/** The service over one stored keyword (`k1`) and no other, with the writer given. */
function service(writer?: RelatedKeywordsWriter) {
  const spent: [Record<string, number>, string | undefined][] = [];
  const related = createRelatedKeywords({
    keywords: {
      findById: async (id) => (id === source.id ? source : undefined),
      list: async () => ({ keywords: [], total: 0 }),
      variantsOf: async () => [],
    },
    campaigns: { findById: async () => undefined },
    economics: { read: async () => ({ campaigns: [] }) as never },
    writer,
    recordSpend: async (usage, siteId) => {
      spent.push([usage, siteId]);
    },
  });
  return { related, spent };
}

const writing = (keywords: string[], asked: RelatedKeywordsAsk[] = []): RelatedKeywordsWriter => ({
  async write(ask) {
    asked.push(ask);
    return { keywords, usage: USAGE };
  },
});

const refusal = async (promise: Promise<unknown>) => {
  const error = await promise.catch((caught: unknown) => caught);
  expect(error).toBeInstanceOf(DomainError);
  const { kind, message } = error as DomainError;
  return { kind, message };
};

describe('related keywords', () => {
  it('asks with the keyword’s own ad copy and the count, records the cost on its site, keeps the fit ones', async () => {
    const asked: RelatedKeywordsAsk[] = [];
    const { related, spent } = service(
      writing(['trail socks', 'Boots hiking', 'trail  socks', 'boot laces', 'gaiters for hiking'], asked),
    );

    const answer = await related.suggest('k1', { count: 2 });

    expect(asked).toEqual([
      {
        keyword: source,
        adCopy: {
          adTitle: 'Boots That Last',
          adDescription: 'Find boots for every trail.',
          campaignName: null,
        },
        count: 2,
      },
    ]);
    expect(spent).toEqual([[USAGE, 'blog']]);
    expect(answer).toEqual({
      suggestions: [{ keyword: 'trail socks' }, { keyword: 'boot laces' }],
      adCopy: {
        adTitle: 'Boots That Last',
        adDescription: 'Find boots for every trail.',
        campaignName: null,
      },
    });
  });

  it('refuses an unknown keyword before asking anything', async () => {
    const asked: RelatedKeywordsAsk[] = [];
    const { related, spent } = service(writing(['x y z'], asked));

    expect(await refusal(related.suggest('nope', { count: 5 }))).toEqual({
      kind: 'not_found',
      message: 'Keyword not found: nope',
    });
    expect(asked).toEqual([]);
    expect(spent).toEqual([]);
  });

  it('says so where no AI client is, or when the AI could not be asked', async () => {
    expect(await refusal(service().related.suggest('k1', { count: 5 }))).toEqual({
      kind: 'unavailable',
      message: NO_WRITER,
    });
    const failing = service({
      write: () =>
        Promise.reject(new Error('No text provider is configured: save a Gemini or OpenAI API key')),
    });
    expect(await refusal(failing.related.suggest('k1', { count: 5 }))).toEqual({
      kind: 'unavailable',
      message:
        'The AI could not suggest related keywords: No text provider is configured: save a Gemini or OpenAI API key',
    });
  });

  it('pays for an answer without keywords, and says the AI gave none', async () => {
    const { related, spent } = service(writing([]));

    expect(await refusal(related.suggest('k1', { count: 5 }))).toEqual({
      kind: 'upstream_refused',
      message: NO_KEYWORDS_READ,
    });
    expect(spent).toEqual([[USAGE, 'blog']]);
  });
});

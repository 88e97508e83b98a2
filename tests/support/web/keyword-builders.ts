import { DEFAULT_KEYWORD_OPTIONS, type Keyword, type KeywordSummary } from '#shared/schemas/keywords';

let sequence = 0;

/** A listed keyword for tests: a plausible Completed record, with `overrides` applied. */
export function buildKeywordSummary(overrides: Partial<KeywordSummary> = {}): KeywordSummary {
  sequence += 1;
  return {
    id: `kw-${sequence}`,
    primaryTag: `running shoes ${sequence}`,
    secondaryTags: [],
    masterKeyword: `running shoes ${sequence}`,
    title: `The Best Running Shoes ${sequence}`,
    status: 'Completed',
    url: `https://blog.example.com/running-shoes-${sequence}/`,
    createdAt: '2025-03-01T10:00:00.000Z',
    updatedAt: '2025-03-01T10:05:00.000Z',
    tags: { Transactional: ['buy running shoes'], Navigational: ['nike running'] },
    manualTags: [],
    images: [],
    adTitle: 'Run Further',
    adDescription: 'Shoes that keep up.',
    articleStatus: 'published',
    options: DEFAULT_KEYWORD_OPTIONS,
    ...overrides,
  };
}

/** A keyword's whole record for tests. */
export function buildKeyword(overrides: Partial<Keyword> = {}): Keyword {
  return { ...buildKeywordSummary(), article: '<h2>Why run</h2><p>Because.</p>', variants: [], ...overrides };
}

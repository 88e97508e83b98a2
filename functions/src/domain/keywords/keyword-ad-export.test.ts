import { describe, expect, it } from 'vitest';
import { DEFAULT_KEYWORD_OPTIONS } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../ports/keywords';
import { buildAdExport } from './keyword-ad-export';

const record: KeywordRecord = {
  id: 'kw-1',
  primaryTag: 'red shoes',
  secondaryTags: [],
  masterKeyword: 'red shoes',
  title: 'Red Shoes',
  status: 'Completed',
  createdAt: '2025-01-01T00:00:00.000Z',
  updatedAt: '2025-01-01T00:00:00.000Z',
  manualTags: ['fashion'],
  article: '<p>x</p>',
  images: [{ url: '/images/kw-1/1.png', caption: 'Shoes' }],
  adTitle: 'Red shoes sale',
  adDescription: 'All sizes',
  articleStatus: 'published',
  publishedUrl: 'https://blog.example.com/red-shoes',
  options: DEFAULT_KEYWORD_OPTIONS,
  promptIds: {},
  usage: {},
};

describe('buildAdExport', () => {
  it('falls back to the published URL and to empty tag lists', () => {
    expect(buildAdExport(record, 'https://dash.example.com', '2025-02-01T00:00:00.000Z')).toEqual({
      id: 'kw-1',
      keyword: 'red shoes',
      title: 'Red Shoes',
      url: 'https://blog.example.com/red-shoes',
      tags: { transactional: [], navigational: [], manual: ['fashion'] },
      adTitle: 'Red shoes sale',
      adDescription: 'All sizes',
      images: [{ url: 'https://dash.example.com/images/kw-1/1.png', caption: 'Shoes' }],
      exportedAt: '2025-02-01T00:00:00.000Z',
    });
  });

  it('has a null URL before the article is published', () => {
    const { publishedUrl: _url, ...unpublished } = record;
    expect(buildAdExport(unpublished, 'https://dash.example.com', 'now').url).toBeNull();
  });
});

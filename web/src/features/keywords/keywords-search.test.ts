import { describe, expect, it } from 'vitest';
import { KEYWORD_STATUS_FILTERS } from '#shared/schemas/keywords';
import { parseKeywordTableSearch, STATUS_FILTERS } from './keywords-search';

describe('parseKeywordTableSearch', () => {
  it('keeps valid parameters', () => {
    expect(
      parseKeywordTableSearch({
        page: 3,
        search: 'shoes',
        status: 'error',
        createdFrom: '2025-01-01',
        createdTo: '2025-02-01',
        publishedOnly: true,
      }),
    ).toEqual({
      page: 3,
      search: 'shoes',
      status: 'error',
      createdFrom: '2025-01-01',
      createdTo: '2025-02-01',
      publishedOnly: true,
    });
  });

  it('drops bad parameters instead of failing the route', () => {
    expect(
      parseKeywordTableSearch({
        page: 0,
        status: 'weird',
        createdFrom: 'yesterday',
        publishedOnly: 'x',
      }),
    ).toEqual({});
    expect(parseKeywordTableSearch({ page: 1.5 })).toEqual({});
  });

  it('reads a numeric search text as text', () => {
    expect(parseKeywordTableSearch({ search: 123 })).toEqual({ search: '123' });
  });

  it('offers exactly the shared status filters', () => {
    expect([...STATUS_FILTERS]).toEqual([...KEYWORD_STATUS_FILTERS]);
  });
});

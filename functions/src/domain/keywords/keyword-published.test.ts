import { describe, expect, it, vi } from 'vitest';
import type { KeywordRepository } from '../../ports/keywords';
import { createKeywordService, PUBLISHED_PAGE_SIZE } from './keyword-service';

function service(total = 250) {
  const keywords = {
    listPublished: vi.fn(async () => ({ keywords: [], next: { masters: 180, variants: 20 } })),
    list: vi.fn(async () => ({ keywords: [], total })),
  };
  const keywordService = createKeywordService({
    keywords: keywords as unknown as KeywordRepository,
    blobs: {} as never,
    clock: { now: () => 0 },
  });
  return { keywordService, keywords };
}

describe('published keywords, a page at a time', () => {
  it('reads both lists from the cursor’s positions, and gives the next as a cursor', async () => {
    const { keywordService, keywords } = service();

    expect(await keywordService.published({})).toEqual({ keywords: [], next: '180.20' });
    expect(keywords.listPublished).toHaveBeenLastCalledWith({ masters: 0, variants: 0 }, PUBLISHED_PAGE_SIZE);
    await keywordService.published({ cursor: '180.20' });
    expect(keywords.listPublished).toHaveBeenLastCalledWith(
      { masters: 180, variants: 20 },
      PUBLISHED_PAGE_SIZE,
    );
  });

  it('searches published masters by offset, with no next past the last match', async () => {
    const { keywordService, keywords } = service(250);

    expect((await keywordService.published({ search: 'canoe' })).next).toBe('100');
    expect((await keywordService.published({ search: 'canoe', cursor: '200' })).next).toBeNull();
    expect(keywords.list).toHaveBeenLastCalledWith(
      { search: 'canoe', publishedOnly: true },
      200,
      PUBLISHED_PAGE_SIZE,
    );
  });

  it('refuses a cursor of the other kind', async () => {
    const { keywordService } = service();
    await expect(keywordService.published({ cursor: '12' })).rejects.toMatchObject({ kind: 'invalid' });
    await expect(keywordService.published({ search: 'canoe', cursor: '1.2' })).rejects.toMatchObject({
      kind: 'invalid',
    });
  });
});

import type { Keyword, KeywordSummary } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../ports/keywords';

/** The record as list rows show it: without the article and the pipeline's internals. */
export function toKeywordSummary(record: KeywordRecord): KeywordSummary {
  const {
    article: _article,
    promptIds: _promptIds,
    usage: _usage,
    wordpressPostId: _postId,
    seoTitle: _seoTitle,
    seoDescription: _seoDescription,
    ...summary
  } = record;
  return summary;
}

/** The record as `GET /api/keywords/{id}` shows it, with its variants. */
export function toKeywordView(record: KeywordRecord, variants: KeywordRecord[]): Keyword {
  return {
    ...toKeywordSummary(record),
    article: record.article,
    ...(record.seoTitle !== undefined ? { seoTitle: record.seoTitle } : {}),
    ...(record.seoDescription !== undefined ? { seoDescription: record.seoDescription } : {}),
    variants: variants.map((variant) => ({
      id: variant.id,
      title: variant.title,
      primaryTag: variant.primaryTag,
      status: variant.status,
      masterKeyword: variant.masterKeyword,
      url: variant.url,
    })),
  };
}

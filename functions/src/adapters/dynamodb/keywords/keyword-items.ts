import { searchPrefixes } from '#shared/keywords/keyword-search-words';
import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import type { KeywordSummary } from '#shared/schemas/keywords';
import type { KeywordRecord } from '../../../ports/keywords';
import type { ListShape } from './counted-list';

/**
 * Items of the keyword area (ADR 007):
 * - `KW#<id>`/`KW`: the record (without its article); variants carry `gsi1pk = KWVAR#<parentId>`.
 * - `KW#<id>`/`ARTICLE`: the article HTML, apart so list pages never read it.
 * - `KWNAME#<normalized master keyword>`/`KWNAME`: the duplicate guard, pointing at its keyword.
 * - `KWSEQ`/`KWSEQ`: the sequence counter that orders keywords (newest first).
 * - `KWL#<list>`/...: the counted lists (`counted-list-codec.ts`).
 */
export const keywordKey = (id: string) => ({ pk: `KW#${id}`, sk: 'KW' });
export const articleKey = (id: string) => ({ pk: `KW#${id}`, sk: 'ARTICLE' });
export const nameKey = (normalized: string) => ({ pk: `KWNAME#${normalized}`, sk: 'KWNAME' });
export const SEQUENCE_KEY = { pk: 'KWSEQ', sk: 'KWSEQ' };
export const variantsPk = (parentId: string) => `KWVAR#${parentId}`;
export const seqSortKey = (seq: number) => String(seq).padStart(12, '0');

/** Master keywords and variants: leaves of 100 sequence numbers, nodes of 10,000. */
export const MASTERS: ListShape = { name: 'M', spans: [100, 10_000] };
export const VARIANTS: ListShape = { name: 'V', spans: [100, 10_000] };
/**
 * One list of master keywords per site, shaped as `M` with the same classes, so a page, a count or a
 * status filter of one site costs what the whole list's does (ADR 007). A keyword stored before sites
 * existed has no site id: it is the primary site's, listed there from its next write on.
 */
export const siteList = (siteId: string | undefined): ListShape => ({
  name: `S:${siteId ?? PRIMARY_SITE_ID}`,
  spans: MASTERS.spans,
});
/**
 * One list per search prefix; sparser, so leaves of 1,000 under the head, whose summaries carry their
 * members' bitmaps so several words intersect from the heads.
 */
export const tokenList = (prefix: string): ListShape => ({
  name: `T:${prefix}`,
  spans: [1000],
  bitmaps: true,
});

/** The record as stored, with what keeps its index in step. */
export interface StoredKeyword extends Omit<KeywordRecord, 'article'> {
  seq: number;
  /** Bumped by every write that can change the keyword's place in a list. */
  ver: number;
  /** Search prefixes the keyword is listed under (masters only). */
  tokens: string[];
  /** Prefixes it left whose removal from the index may not be written yet. */
  dropTokens: string[];
  /** Set by a write until its index sync is done; the next write redoes the whole sync when still set. */
  dirty: boolean;
  /** Set while a delete is under way. */
  deleting?: boolean;
}

export const PUBLISHED_SUFFIX = '+P';

/** What the keyword lists count a keyword as: its status, marked when its article is published. */
export const classOf = (keyword: Pick<StoredKeyword, 'status' | 'articleStatus'>) =>
  keyword.articleStatus === 'published' ? `${keyword.status}${PUBLISHED_SUFFIX}` : keyword.status;

/**
 * The token listing a master keyword under its site, beside its word prefixes: search words never hold `@`
 * or `:`, so it matches no word. Its list keeps bitmaps as every token list does, so a search inside one site
 * is the words' and the site's intersection from their heads, at any size (ADR 007).
 */
export const siteToken = (siteId: string | undefined) => `@site:${siteId ?? PRIMARY_SITE_ID}`;

/** The tokens a master keyword is found by: its site's, and the prefixes of master keyword, title and tags. */
export function tokensOf(keyword: Omit<KeywordRecord, 'article' | 'promptIds' | 'usage'>): string[] {
  if (keyword.parentId) return [];
  return [
    siteToken(keyword.siteId),
    ...searchPrefixes([
      keyword.masterKeyword,
      keyword.title,
      keyword.primaryTag,
      ...keyword.secondaryTags,
      ...keyword.manualTags,
      ...(keyword.tags?.Transactional ?? []),
      ...(keyword.tags?.Navigational ?? []),
    ]),
  ];
}

/** UTC creation day, the unit of the Filters panel's date range. */
export const dayOf = (createdAt: string) => createdAt.slice(0, 10);

export function toStored(item: Record<string, unknown>): StoredKeyword {
  const { pk: _pk, sk: _sk, gsi1pk: _gpk, gsi1sk: _gsk, ...rest } = item;
  return rest as unknown as StoredKeyword;
}

export function toSummary(keyword: StoredKeyword): KeywordSummary {
  return {
    id: keyword.id,
    parentId: keyword.parentId,
    primaryTag: keyword.primaryTag,
    secondaryTags: keyword.secondaryTags,
    masterKeyword: keyword.masterKeyword,
    title: keyword.title,
    status: keyword.status,
    errorReason: keyword.errorReason,
    url: keyword.url,
    createdAt: keyword.createdAt,
    updatedAt: keyword.updatedAt,
    tags: keyword.tags,
    manualTags: keyword.manualTags,
    images: keyword.images,
    adTitle: keyword.adTitle,
    adDescription: keyword.adDescription,
    articleStatus: keyword.articleStatus,
    publishedUrl: keyword.publishedUrl,
    publishedDate: keyword.publishedDate,
    options: keyword.options,
    ...(keyword.siteId ? { siteId: keyword.siteId } : {}),
  };
}

export function toRecord(keyword: StoredKeyword, article: string): KeywordRecord {
  return {
    ...toSummary(keyword),
    article,
    ...(keyword.seoTitle !== undefined ? { seoTitle: keyword.seoTitle } : {}),
    ...(keyword.seoDescription !== undefined ? { seoDescription: keyword.seoDescription } : {}),
    promptIds: keyword.promptIds ?? {},
    usage: keyword.usage ?? {},
    wordpressPostId: keyword.wordpressPostId,
  };
}

/** The item of a record: its keys, and the variants index for variants. */
export function toItem(keyword: StoredKeyword): Record<string, unknown> {
  return {
    ...keywordKey(keyword.id),
    ...(keyword.parentId ? { gsi1pk: variantsPk(keyword.parentId), gsi1sk: seqSortKey(keyword.seq) } : {}),
    ...keyword,
  };
}

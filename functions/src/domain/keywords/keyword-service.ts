import { uniqueTags } from '#shared/keywords/tag-lists';
import { KEYWORDS_PAGE_SIZE } from '#shared/product/constants';
import type { UpdateKeywordInput } from '#shared/schemas/keyword-input';
import type { KeywordListQuery, KeywordListResponse } from '#shared/schemas/keyword-list';
import {
  type AdExport,
  DEFAULT_KEYWORD_OPTIONS,
  type Keyword,
  type KeywordStatus,
  type Stats,
} from '#shared/schemas/keywords';
import type { PublishedKeywordsQuery } from '#shared/schemas/published-keywords';
import type { BlobStore } from '../../ports/blobs';
import type { Clock } from '../../ports/clock';
import type { KeywordRecord, KeywordRepository } from '../../ports/keywords';
import { conflict, invalid } from '../domain-error';
import type { ScheduledPosts } from '../sites/scheduled-posts';
import { buildAdExport } from './keyword-ad-export';
import { keywordNotFound } from './keyword-not-found';
import { pageWindow } from './keyword-paging';
import { toKeywordView } from './keyword-view';

/** Published keywords per answer of `published-all`: the newest 100, the rest by cursor (decision 047). */
export const PUBLISHED_PAGE_SIZE = 100;
const CURSOR_REFUSED = 'cursor: Not a cursor this list gave; ask again without it';

/** Counts the Meta area's campaigns for the dashboard; wired once that area exists. */
export interface AdCampaignCounter {
  count(): Promise<number>;
}

const STATUS_OF_FILTER: Record<Exclude<KeywordListQuery['status'], 'all'>, KeywordStatus> = {
  pending: 'Pending',
  processing: 'Processing',
  completed: 'Completed',
  error: 'Error',
  'needs review': 'Needs review',
  scheduled: 'Scheduled',
};

/** Keyword reads and edits that start no processing. */
export function createKeywordService(deps: {
  keywords: KeywordRepository;
  blobs: BlobStore;
  clock: Clock;
  campaigns?: AdCampaignCounter;
  /** Scheduled posts: learned live on view, deleted with their keyword (decision 040). */
  scheduled?: Pick<ScheduledPosts, 'settleOnView' | 'forget'>;
}) {
  const { keywords } = deps;

  async function require(id: string): Promise<KeywordRecord> {
    const record = await keywords.findById(id);
    if (!record) throw keywordNotFound(id);
    return record;
  }

  async function removeKeyword(id: string): Promise<void> {
    const removed = await keywords.delete(id);
    if (!removed) return;
    await deps.scheduled?.forget(removed.deleted);
    // After the records: a crash here leaves unreferenced blobs, never a keyword without its images.
    if (removed.imageKeys.length > 0) await deps.blobs.delete(removed.imageKeys);
  }

  return {
    /** `GET /api/keywords`: one page of master keywords, newest first. */
    async list(query: KeywordListQuery): Promise<KeywordListResponse> {
      const offset = (query.page - 1) * KEYWORDS_PAGE_SIZE;
      const { keywords: rows, total } = await keywords.list(
        {
          status: query.status === 'all' ? undefined : STATUS_OF_FILTER[query.status],
          search: query.search,
          createdFrom: query.createdFrom,
          createdTo: query.createdTo,
          publishedOnly: query.publishedOnly,
          site: query.site,
        },
        offset,
        KEYWORDS_PAGE_SIZE,
      );
      const { from, to, totalPages } = pageWindow(query.page, KEYWORDS_PAGE_SIZE, total, rows.length);
      return { keywords: rows, total, from, to, totalPages };
    },

    /** `GET /api/keywords/{id}`: the whole record with its variants. */
    async get(id: string): Promise<Keyword> {
      const found = await require(id);
      const record = deps.scheduled ? await deps.scheduled.settleOnView(found) : found;
      return toKeywordView(record, record.parentId ? [] : await keywords.variantsOf(id));
    },

    /**
     * A page of published keywords, newest first, and the cursor of the next. Without `search`, masters
     * and variants (cursor `masters.variants`: how far each list was read); with it, the master keywords
     * the search index finds (variants are not in it; cursor: the offset in its results).
     */
    async published({ search, cursor }: PublishedKeywordsQuery) {
      if (search) {
        if (cursor?.includes('.')) throw invalid(CURSOR_REFUSED);
        const offset = Number(cursor ?? 0);
        const page = await keywords.list({ search, publishedOnly: true }, offset, PUBLISHED_PAGE_SIZE);
        const end = offset + PUBLISHED_PAGE_SIZE;
        return { keywords: page.keywords, next: end < page.total ? String(end) : null };
      }
      const [masters = 0, variants] = (cursor ?? '0.0').split('.').map(Number);
      if (variants === undefined) throw invalid(CURSOR_REFUSED);
      const page = await keywords.listPublished({ masters, variants }, PUBLISHED_PAGE_SIZE);
      return {
        keywords: page.keywords,
        next: page.next ? `${page.next.masters}.${page.next.variants}` : null,
      };
    },

    /** How many articles (masters and variants) wait in WordPress for their slot, from the exact counts. */
    async scheduledCount(): Promise<number> {
      const counts = await keywords.counts();
      return counts.masters.Scheduled + counts.variants.Scheduled;
    },

    /** `POST /api/keywords` (simple page): a Pending keyword, processed later by Process All. */
    async createSimple(input: { primaryTag: string; secondaryTags: string[] }) {
      const { created } = await keywords.create([
        {
          masterKeyword: input.primaryTag,
          primaryTag: input.primaryTag,
          secondaryTags: uniqueTags(input.secondaryTags),
          options: DEFAULT_KEYWORD_OPTIONS,
        },
      ]);
      const [record] = created;
      if (!record) throw conflict(`This keyword already exists: ${input.primaryTag}`);
      return toKeywordView(record, []);
    },

    /** `PATCH /api/keywords/{id}`: the edit dialog's title, tags and ad copy. */
    async edit(id: string, changes: UpdateKeywordInput): Promise<Keyword> {
      const record = await require(id);
      if (record.status === 'Processing') {
        throw conflict('This keyword is being processed; edit it once processing has finished.');
      }
      const updated = await keywords.update(id, changes);
      if (!updated) throw keywordNotFound(id);
      return toKeywordView(updated, updated.parentId ? [] : await keywords.variantsOf(id));
    },

    /** Deletes a keyword with its variants and their images. */
    async remove(id: string): Promise<void> {
      await require(id);
      await removeKeyword(id);
    },

    /** Deletes every keyword of `ids`, or none when any of them is unknown. */
    async removeMany(ids: string[]): Promise<number> {
      const unique = [...new Set(ids)];
      const found = new Set((await keywords.findMany(unique)).map((record) => record.id));
      const missing = unique.filter((id) => !found.has(id));
      if (missing.length > 0) throw keywordNotFound(missing.join(', '));
      for (const id of unique) await removeKeyword(id);
      return unique.length;
    },

    /** `GET /api/keywords/{id}/export-for-ads`, image URLs made absolute from `origin`. */
    async exportForAds(id: string, origin: string): Promise<AdExport> {
      return buildAdExport(await require(id), origin, new Date(deps.clock.now()).toISOString());
    },

    /** `GET /api/stats`, from the exact counters of the keyword lists. */
    async stats(): Promise<Stats> {
      const counts = await keywords.counts();
      return {
        keywordsProcessed: counts.masters.Completed,
        articlesPublished: counts.mastersPublished + counts.variantsPublished,
        adCampaigns: deps.campaigns ? await deps.campaigns.count() : 0,
        completedVariants: counts.variants.Completed,
      };
    },
  };
}

export type KeywordService = ReturnType<typeof createKeywordService>;

import { searchTerms } from '#shared/keywords/keyword-search-words';
import { KEYWORD_STATUSES, type KeywordStatus, type KeywordSummary } from '#shared/schemas/keywords';
import type { KeywordListFilter, PublishedPage, PublishedPosition } from '../../../ports/keywords';
import { batchGetAll, itemKey } from '../batch-io';
import type { DynamoTable } from '../dynamo-table';
import type { ListFilter, ListMember, ListShape } from './counted-list';
import { allOfFiltered, pageOfAll } from './counted-list-intersection';
import { createListReader, createNodeLoader } from './counted-list-reader';
import type { ListWriter } from './counted-list-writer';
import { confirmedPage, type PositionRead } from './keyword-confirmed-page';
import {
  classOf,
  keywordKey,
  MASTERS,
  PUBLISHED_SUFFIX,
  siteList,
  siteToken,
  tokenList,
  toStored,
  toSummary,
  VARIANTS,
} from './keyword-items';

/** The classes a status and published filter count; undefined when they ask for everything. */
export function classesFor(statuses?: readonly KeywordStatus[], publishedOnly?: boolean) {
  if (!statuses && !publishedOnly) return undefined;
  const chosen = statuses ?? KEYWORD_STATUSES;
  return new Set(
    chosen.flatMap((status) =>
      publishedOnly ? [`${status}${PUBLISHED_SUFFIX}`] : [status, `${status}${PUBLISHED_SUFFIX}`],
    ),
  );
}

/** Reads of the keyword lists: pages, totals, whole lists, and the records behind them. */
export function createKeywordLister(table: DynamoTable, writer: ListWriter) {
  const { client, name: tableName } = table;

  const loadNodes = createNodeLoader(table);
  const reader = (shape: ListShape, filter: ListFilter = {}) =>
    createListReader(writer, shape, filter, loadNodes);

  /**
   * The summaries of these members' records, in the members' order; records gone meanwhile are left out,
   * and records the list no longer holds them for (the record is the truth): with `terms`, those no longer
   * listed under every one of them, with `classes`, those no longer counted as one of them.
   */
  async function summariesOf(
    members: ListMember[],
    { terms = [], classes }: { terms?: string[]; classes?: ReadonlySet<string> } = {},
  ): Promise<KeywordSummary[]> {
    const keys = members.map((member) => keywordKey(member.id));
    const found = await batchGetAll(client, tableName, keys);
    return keys.flatMap((key) => {
      const item = found.get(itemKey(key.pk, key.sk));
      const stored = item ? toStored(item) : undefined;
      const matches =
        stored &&
        !stored.deleting &&
        terms.every((term) => stored.tokens.includes(term)) &&
        (!classes || classes.has(classOf(stored)));
      return matches ? [toSummary(stored)] : [];
    });
  }

  /**
   * The site's token list when it holds every keyword of the site, else undefined. It holds every keyword
   * created or re-indexed since site tokens exist (they are written before the site list, so its count is
   * never behind), but not one stored before them that has not been written since: a search inside the
   * site then filters by the site's list instead, which is exact at a cost in proportion to the matches.
   */
  async function completeSiteTokens(site: string) {
    const tokens = reader(tokenList(siteToken(site)));
    const [tokenCount, siteCount] = await Promise.all([tokens.total(), reader(siteList(site)).total()]);
    return tokenCount >= siteCount ? tokens : undefined;
  }

  /**
   * Where a page of the master-keyword list comes from: the masters list under the filter, one word's list,
   * or the words' intersection, bare or with the filter (ADR 007). A site beside a search is one more token
   * to intersect when its token list is complete.
   */
  async function positionsOf(
    terms: string[],
    filter: ListFilter,
    site: string | undefined,
  ): Promise<PositionRead> {
    // One site's keywords are a list of their own, read as the whole list is; beside a search, a filter.
    const masters = site === undefined ? MASTERS : siteList(site);
    const filtered = filter.classes !== undefined || Boolean(filter.from || filter.to);
    if (terms.length === 0 || (terms.length === 1 && !filtered && site === undefined)) {
      const list = terms.length === 0 ? reader(masters, filter) : reader(tokenList(terms[0]!));
      return async (offset, limit) => {
        const total = await list.total();
        return { total, members: offset < total ? await list.page(offset, limit) : [] };
      };
    }
    // Several words intersect from their heads' bitmaps at any size; a filter beside a search walks the
    // smaller of the words' matches and the filtered list.
    const words = terms.map((term) => reader(tokenList(term)));
    const siteTokens = site === undefined ? undefined : await completeSiteTokens(site);
    if (siteTokens) words.push(siteTokens);
    if (!filtered && (site === undefined || siteTokens)) {
      const directory = reader(MASTERS);
      return (offset, limit) => pageOfAll(words, directory, offset, limit);
    }
    const members = await allOfFiltered(words, reader(masters, filter));
    return async (offset, limit) => ({
      total: members.length,
      members: members.slice(offset, offset + limit),
    });
  }

  return {
    /**
     * One page of master keywords matching the filter, newest first, and how many match in all. Each row is
     * confirmed against its record (its words, status and published state) and the page filled from the
     * positions after it when one is not (`confirmedPage`). The readers keep the nodes they read, so a
     * further round reads again only what the earlier ones did not.
     */
    async list(filter: KeywordListFilter, offset: number, limit: number) {
      const terms = searchTerms(filter.search ?? '');
      const listFilter: ListFilter = {
        classes: classesFor(filter.status ? [filter.status] : undefined, filter.publishedOnly),
        from: filter.createdFrom,
        to: filter.createdTo,
      };
      const { total, rows } = await confirmedPage(
        await positionsOf(terms, listFilter, filter.site),
        (members) => summariesOf(members, { terms, classes: listFilter.classes }),
        offset,
        limit,
      );
      return { total, keywords: rows };
    },

    /** Every master keyword in these statuses, newest first. */
    async membersWithStatus(statuses: KeywordStatus[]) {
      return reader(MASTERS, { classes: classesFor(statuses) }).page(0, Number.POSITIVE_INFINITY);
    },

    /**
     * A page of published keywords, masters and variants newest first: a page of each list from its own
     * position, merged by sequence (one counter numbers both), the newest `limit` kept. One more of each is
     * read to tell whether another page exists; each list's position moves by the members it gave.
     */
    async published(from: PublishedPosition, limit: number): Promise<PublishedPage> {
      const classes = classesFor(undefined, true);
      const [masters, variants] = await Promise.all([
        reader(MASTERS, { classes }).page(from.masters, limit + 1),
        reader(VARIANTS, { classes }).page(from.variants, limit + 1),
      ]);
      const fromMasters = new Set(masters);
      const merged = [...masters, ...variants].sort((a, b) => b.sequence - a.sequence);
      const taken = merged.slice(0, limit);
      const mastersTaken = taken.filter((member) => fromMasters.has(member)).length;
      const next =
        merged.length > limit
          ? { masters: from.masters + mastersTaken, variants: from.variants + taken.length - mastersTaken }
          : undefined;
      return { keywords: await summariesOf(taken, { classes }), ...(next ? { next } : {}) };
    },

    /** Members by class of one site's master keywords. */
    siteClassCounts: (siteId: string) => reader(siteList(siteId)).classCounts(),

    /** Members by class of the masters and of the variants lists. */
    async classCounts() {
      const [masters, variants] = await Promise.all([
        reader(MASTERS).classCounts(),
        reader(VARIANTS).classCounts(),
      ]);
      return { masters, variants };
    },
  };
}

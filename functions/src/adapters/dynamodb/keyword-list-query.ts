import { searchTerms } from '#shared/keywords-search';
import { KEYWORD_STATUSES, type KeywordStatus, type KeywordSummary } from '#shared/schemas/keywords';
import type { KeywordListFilter } from '../../ports/keywords';
import type { DynamoTable } from './dynamo-table';
import { batchGetAll, itemKey } from './keyword-batch-io';
import {
  createListReader,
  createNodeLoader,
  type ListFilter,
  type ListMember,
  type ListShape,
  type ListWriter,
} from './keyword-counted-list';
import {
  keywordKey,
  MASTERS,
  PUBLISHED_SUFFIX,
  tokenList,
  toStored,
  toSummary,
  VARIANTS,
} from './keyword-items';
import { allOfFiltered, pageOfAll } from './keyword-list-intersection';

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
   * and with `terms`, records no longer listed under every one of them (the record is the truth).
   */
  async function summariesOf(members: ListMember[], terms: string[] = []): Promise<KeywordSummary[]> {
    const keys = members.map((member) => keywordKey(member.id));
    const found = await batchGetAll(client, tableName, keys);
    return keys.flatMap((key) => {
      const item = found.get(itemKey(key.pk, key.sk));
      const stored = item ? toStored(item) : undefined;
      const matches = stored && !stored.deleting && terms.every((term) => stored.tokens.includes(term));
      return matches ? [toSummary(stored)] : [];
    });
  }

  return {
    summariesOf,

    /** One page of master keywords matching the filter, newest first, and how many match in all. */
    async list(filter: KeywordListFilter, offset: number, limit: number) {
      const terms = searchTerms(filter.search ?? '');
      const listFilter: ListFilter = {
        classes: classesFor(filter.status ? [filter.status] : undefined, filter.publishedOnly),
        from: filter.createdFrom,
        to: filter.createdTo,
      };
      const narrowed = listFilter.classes !== undefined || listFilter.from || listFilter.to;
      if (terms.length === 0 || (terms.length === 1 && !narrowed)) {
        const list = terms.length === 0 ? reader(MASTERS, listFilter) : reader(tokenList(terms[0]!));
        const total = await list.total();
        const members = offset < total ? await list.page(offset, limit) : [];
        return { total, keywords: await summariesOf(members, terms) };
      }
      // Several words intersect from their heads' bitmaps at any size; a filter beside a search walks the
      // smaller of the words' matches and the filtered list (ADR 007).
      const words = terms.map((term) => reader(tokenList(term)));
      if (!narrowed) {
        const { total, members } = await pageOfAll(words, reader(MASTERS), offset, limit);
        return { total, keywords: await summariesOf(members, terms) };
      }
      const members = await allOfFiltered(words, reader(MASTERS, listFilter));
      return { total: members.length, keywords: await summariesOf(members.slice(offset, offset + limit)) };
    },

    /** Every master keyword in these statuses, newest first. */
    async membersWithStatus(statuses: KeywordStatus[]) {
      return reader(MASTERS, { classes: classesFor(statuses) }).page(0, Number.POSITIVE_INFINITY);
    },

    /** Every published keyword, masters and variants, newest first. */
    async published() {
      const classes = classesFor(undefined, true);
      const [masters, variants] = await Promise.all([
        reader(MASTERS, { classes }).page(0, Number.POSITIVE_INFINITY),
        reader(VARIANTS, { classes }).page(0, Number.POSITIVE_INFINITY),
      ]);
      return summariesOf([...masters, ...variants].sort((a, b) => b.seq - a.seq));
    },

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

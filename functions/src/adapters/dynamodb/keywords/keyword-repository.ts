import { PRIMARY_SITE_ID } from '#shared/product/primary-site';
import { KEYWORD_STATUSES, type KeywordStatus } from '#shared/schemas/keywords';
import type { Clock } from '../../../ports/clock';
import type { KeywordCounts, KeywordRepository } from '../../../ports/keywords';
import { batchGetAll, itemKey } from '../batch-io';
import type { DynamoTable } from '../dynamo-table';
import { createKeywordCreator } from './keyword-create';
import { createKeywordDeleter } from './keyword-delete';
import { createKeywordIndex } from './keyword-index';
import { keywordKey, PUBLISHED_SUFFIX, toStored } from './keyword-items';
import { createKeywordLister } from './keyword-list-query';
import { createKeywordRecords } from './keyword-records';
import { createKeywordUpdater } from './keyword-update';

const byStatus = (counts: Record<string, number>) => {
  const result = {} as Record<KeywordStatus, number>;
  for (const status of KEYWORD_STATUSES) {
    result[status] = (counts[status] ?? 0) + (counts[`${status}${PUBLISHED_SUFFIX}`] ?? 0);
  }
  return result;
};
const published = (counts: Record<string, number>) =>
  KEYWORD_STATUSES.reduce((sum, status) => sum + (counts[`${status}${PUBLISHED_SUFFIX}`] ?? 0), 0);

/**
 * The keyword repository on the one DynamoDB table (ADR 007 describes the items and the write orders): the
 * records (`keyword-records.ts`), creates, updates and deletes, and the lists kept in step with them
 * (`keyword-index.ts`) and read for pages and counts (`keyword-list-query.ts`).
 */
export function createKeywordRepository(table: DynamoTable, clock: Clock): KeywordRepository {
  const { client, name: tableName } = table;
  const index = createKeywordIndex(table);
  const records = createKeywordRecords(table);
  const lister = createKeywordLister(table, index.writer);
  const write = createKeywordUpdater(table, index, records, clock);

  /** The items of these ids' records, by `pk\0sk` (those being deleted too). */
  const readMany = (ids: string[]) =>
    batchGetAll(
      client,
      tableName,
      ids.map((id) => keywordKey(id)),
    );

  return {
    async findById(id) {
      const stored = await records.find(id);
      return stored ? (await records.withArticles([stored]))[0] : undefined;
    },

    async findMany(ids) {
      const found = await readMany(ids);
      const stored = ids.flatMap((id) => {
        const key = keywordKey(id);
        const item = found.get(itemKey(key.pk, key.sk));
        const keyword = item ? toStored(item) : undefined;
        return keyword && !keyword.deleting ? [keyword] : [];
      });
      return records.withArticles(stored);
    },

    async siteIds(ids) {
      const found = await batchGetAll(
        client,
        tableName,
        ids.map((id) => keywordKey(id)),
        { projection: 'pk, sk, siteId, deleting' },
      );
      return new Map(
        ids.flatMap((id) => {
          const key = keywordKey(id);
          const item = found.get(itemKey(key.pk, key.sk));
          if (!item || item.deleting) return [];
          return [[id, (item.siteId as string | undefined) ?? PRIMARY_SITE_ID] as const];
        }),
      );
    },

    create: createKeywordCreator(table, index, records, clock),

    list: (filter, offset, limit) => lister.list(filter, offset, limit),

    async idsWithStatus(statuses) {
      return (await lister.membersWithStatus(statuses)).map((member) => member.id);
    },

    async variantsOf(parentId) {
      return records.withArticles(await records.variantsOf(parentId));
    },

    listPublished: (from, limit) => lister.published(from, limit),

    async transition(id, from, to, changes = {}) {
      return (await write(id, changes, { from, to })) !== undefined;
    },

    async update(id, changes) {
      const stored = await write(id, changes);
      return stored ? (await records.withArticles([stored]))[0] : undefined;
    },

    delete: createKeywordDeleter(table, index, records),

    async counts(): Promise<KeywordCounts> {
      const { masters, variants } = await lister.classCounts();
      return {
        masters: byStatus(masters),
        mastersPublished: published(masters),
        variants: byStatus(variants),
        variantsPublished: published(variants),
      };
    },

    siteCounts: async (siteId) => byStatus(await lister.siteClassCounts(siteId)),

    async relist(ids) {
      const found = await readMany(ids);
      // A record marked `deleting` is finished by deleting it again, not by listing it.
      const stored = [...found.values()].map(toStored).filter((keyword) => !keyword.deleting);
      await index.sync(stored.map((keyword) => ({ keyword, tokens: keyword.dirty ? keyword.tokens : [] })));
      await index.settle(stored);
    },
  };
}

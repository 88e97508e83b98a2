import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { imageKeyFromUrl } from '#shared/keywords-images';
import { normalizeMasterKeyword } from '#shared/keywords-search';
import { KEYWORD_STATUSES, type KeywordStatus } from '#shared/schemas/keywords';
import type { Clock } from '../../../ports/clock';
import type {
  KeywordChanges,
  KeywordCounts,
  KeywordRecord,
  KeywordRepository,
} from '../../../ports/keywords';
import { batchGetAll, batchWriteAll, itemKey } from '../batch-io';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import { queryAll } from '../query-all';
import { applyChanges, changeParts, expressionOf, touchesSearch, type UpdateParts } from './keyword-changes';
import { createKeywordCreator } from './keyword-create';
import { createKeywordIndex } from './keyword-index';
import {
  articleKey,
  keywordKey,
  nameKey,
  PUBLISHED_SUFFIX,
  type StoredKeyword,
  tokensOf,
  toRecord,
  toStored,
  variantsPk,
} from './keyword-items';
import { createKeywordLister } from './keyword-list-query';

/** Attempts of an optimistic write before giving up on a keyword that keeps changing. */
const MAX_ATTEMPTS = 8;

/** The keyword repository on the one DynamoDB table (ADR 007 describes the items and the write orders). */
export function createKeywordRepository(table: DynamoTable, clock: Clock): KeywordRepository {
  const { client, name: tableName } = table;
  const index = createKeywordIndex(table);
  const lister = createKeywordLister(table, index.writer);
  const now = () => new Date(clock.now()).toISOString();

  async function findStored(id: string): Promise<StoredKeyword | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: keywordKey(id), ConsistentRead: true }),
    );
    const stored = Item ? toStored(Item) : undefined;
    return stored && !stored.deleting ? stored : undefined;
  }

  async function withArticles(keywords: StoredKeyword[]): Promise<KeywordRecord[]> {
    const articles = await batchGetAll(
      client,
      tableName,
      keywords.map((keyword) => articleKey(keyword.id)),
    );
    return keywords.map((keyword) => {
      const key = articleKey(keyword.id);
      return toRecord(keyword, (articles.get(itemKey(key.pk, key.sk))?.html as string | undefined) ?? '');
    });
  }

  const putArticle = (id: string, html: string) =>
    client.send(new PutCommand({ TableName: tableName, Item: { ...articleKey(id), html } }));

  /** Adds the status change of a transition to a write. */
  function withTransition(parts: UpdateParts, to?: KeywordStatus): UpdateParts {
    if (!to) return parts;
    parts.sets.push('#status = :status');
    parts.names['#status'] = 'status';
    parts.values[':status'] = to;
    return parts;
  }

  /** After a record write: mirror it into its lists (its prefixes in full after an interrupted sync). */
  async function syncAfterWrite(stored: StoredKeyword, wasDirty: boolean, added: string[], article?: string) {
    if (article !== undefined) await putArticle(stored.id, article);
    await index.sync([{ keyword: stored, tokens: wasDirty ? stored.tokens : added }]);
    await index.settle([stored]);
  }

  /**
   * A write that keeps the search prefixes: one conditional update (the status guard in its condition, so
   * two racing transitions cannot both apply). A change of status or published state makes a new version
   * and is mirrored into the keyword's list; other fields (images, ad copy, usage...) list nothing.
   */
  async function writeInPlace(
    id: string,
    changes: KeywordChanges,
    transition?: { from: KeywordStatus[]; to: KeywordStatus },
  ): Promise<StoredKeyword | undefined> {
    const parts = withTransition(changeParts(changes, now()), transition?.to);
    const relisted = transition !== undefined || changes.articleStatus !== undefined;
    if (relisted) parts.values[':one'] = 1;
    const guard = transition
      ? ` AND #status IN (${transition.from.map((status, k) => {
          parts.values[`:from${k}`] = status;
          return `:from${k}`;
        })})`
      : '';
    let stored: StoredKeyword;
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keywordKey(id),
          UpdateExpression: `${expressionOf(parts)}${relisted ? ' ADD ver :one' : ''}`,
          ConditionExpression: `attribute_exists(pk) AND attribute_not_exists(deleting)${guard}`,
          ExpressionAttributeNames: parts.names,
          ExpressionAttributeValues: parts.values,
          ReturnValues: 'ALL_NEW',
        }),
      );
      stored = toStored(Attributes!);
    } catch (error) {
      if (isConditionFailure(error)) return undefined; // missing, being deleted, or in another status
      throw error;
    }
    if (relisted || stored.dirty) await syncAfterWrite(stored, stored.dirty, [], changes.article);
    else if (changes.article !== undefined) await putArticle(id, changes.article);
    return stored;
  }

  /**
   * A write that changes the search prefixes: read, check the guard, write only if the version is still the
   * one read (else read again), then add the new prefixes and drop the old ones.
   */
  async function rewriteSearch(
    id: string,
    changes: KeywordChanges,
    transition?: { from: KeywordStatus[]; to: KeywordStatus },
  ): Promise<StoredKeyword | undefined> {
    for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt += 1) {
      const old = await findStored(id);
      if (!old || (transition && !transition.from.includes(old.status))) return undefined;
      const tokens = tokensOf(applyChanges(old, changes));
      const current = new Set(tokens);
      const previous = new Set(old.tokens);
      const added = tokens.filter((token) => !previous.has(token));
      const dropTokens = [...new Set([...old.dropTokens, ...old.tokens])].filter(
        (token) => !current.has(token),
      );

      const parts = withTransition(changeParts(changes, now()), transition?.to);
      parts.sets.push('tokens = :tokens', 'dropTokens = :drop', 'dirty = :dirty', 'ver = :nextVer');
      Object.assign(parts.values, {
        ':tokens': tokens,
        ':drop': dropTokens,
        ':dirty': old.dirty || added.length > 0 || dropTokens.length > 0,
        ':ver': old.ver,
        ':nextVer': old.ver + 1,
      });
      let stored: StoredKeyword;
      try {
        const { Attributes } = await client.send(
          new UpdateCommand({
            TableName: tableName,
            Key: keywordKey(id),
            UpdateExpression: expressionOf(parts),
            ConditionExpression: 'ver = :ver AND attribute_not_exists(deleting)',
            ExpressionAttributeNames: parts.names,
            ExpressionAttributeValues: parts.values,
            ReturnValues: 'ALL_NEW',
          }),
        );
        stored = toStored(Attributes!);
      } catch (error) {
        if (isConditionFailure(error)) continue; // changed meanwhile: read again
        throw error;
      }
      await syncAfterWrite(stored, old.dirty, added, changes.article);
      return stored;
    }
    throw new Error(`Keyword ${id} kept changing; the update was not applied`);
  }

  const write = (
    id: string,
    changes: KeywordChanges,
    transition?: { from: KeywordStatus[]; to: KeywordStatus },
  ) =>
    touchesSearch(changes) ? rewriteSearch(id, changes, transition) : writeInPlace(id, changes, transition);

  /**
   * Deletes one record. Order: mark it `deleting` (a new version), write its tombstones into every list,
   * release its duplicate guard, then delete the article and the record. A crash leaves it marked, and
   * deleting it again finishes the job.
   */
  async function deleteOne(id: string): Promise<KeywordRecord | undefined> {
    let stored: StoredKeyword;
    try {
      const { Attributes } = await client.send(
        new UpdateCommand({
          TableName: tableName,
          Key: keywordKey(id),
          UpdateExpression: 'SET deleting = :true ADD ver :one',
          ConditionExpression: 'attribute_exists(pk)',
          ExpressionAttributeValues: { ':true': true, ':one': 1 },
          ReturnValues: 'ALL_NEW',
        }),
      );
      stored = toStored(Attributes!);
    } catch (error) {
      if (isConditionFailure(error)) return undefined;
      throw error;
    }
    const [record] = await withArticles([stored]);
    await index.sync([{ keyword: stored, tokens: [] }]);
    if (!stored.parentId) {
      await client
        .send(
          new DeleteCommand({
            TableName: tableName,
            Key: nameKey(normalizeMasterKeyword(stored.masterKeyword)),
            ConditionExpression: 'keywordId = :id',
            ExpressionAttributeValues: { ':id': id },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        });
    }
    await batchWriteAll(client, tableName, [{ delete: articleKey(id) }, { delete: keywordKey(id) }]);
    return record;
  }

  async function storedVariantsOf(parentId: string): Promise<StoredKeyword[]> {
    const items = await queryAll(client, {
      TableName: tableName,
      IndexName: 'gsi1',
      KeyConditionExpression: 'gsi1pk = :parent',
      ExpressionAttributeValues: { ':parent': variantsPk(parentId) },
    });
    return items.map(toStored).filter((keyword) => !keyword.deleting);
  }

  const byStatus = (counts: Record<string, number>) => {
    const result = {} as Record<KeywordStatus, number>;
    for (const status of KEYWORD_STATUSES) {
      result[status] = (counts[status] ?? 0) + (counts[`${status}${PUBLISHED_SUFFIX}`] ?? 0);
    }
    return result;
  };
  const published = (counts: Record<string, number>) =>
    KEYWORD_STATUSES.reduce((sum, status) => sum + (counts[`${status}${PUBLISHED_SUFFIX}`] ?? 0), 0);

  return {
    async findById(id) {
      const stored = await findStored(id);
      return stored ? (await withArticles([stored]))[0] : undefined;
    },

    async findMany(ids) {
      const found = await batchGetAll(
        client,
        tableName,
        ids.map((id) => keywordKey(id)),
      );
      const stored = ids.flatMap((id) => {
        const key = keywordKey(id);
        const item = found.get(itemKey(key.pk, key.sk));
        const keyword = item ? toStored(item) : undefined;
        return keyword && !keyword.deleting ? [keyword] : [];
      });
      return withArticles(stored);
    },

    create: createKeywordCreator(table, index, clock),

    list: (filter, offset, limit) => lister.list(filter, offset, limit),

    async idsWithStatus(statuses) {
      return (await lister.membersWithStatus(statuses)).map((member) => member.id);
    },

    async variantsOf(parentId) {
      return withArticles(await storedVariantsOf(parentId));
    },

    listPublished: () => lister.published(),

    async transition(id, from, to, changes = {}) {
      return (await write(id, changes, { from, to })) !== undefined;
    },

    async update(id, changes) {
      const stored = await write(id, changes);
      return stored ? (await withArticles([stored]))[0] : undefined;
    },

    async delete(id) {
      const root = await findStored(id);
      if (!root) return undefined;
      const variants = root.parentId ? [] : await storedVariantsOf(id);
      const deleted: KeywordRecord[] = [];
      for (const variant of variants) {
        const record = await deleteOne(variant.id);
        if (record) deleted.push(record);
      }
      const record = await deleteOne(id);
      if (record) deleted.unshift(record);
      const imageKeys = deleted.flatMap((keyword) =>
        keyword.images.flatMap((image) => imageKeyFromUrl(image.url) ?? []),
      );
      return { deleted, imageKeys };
    },

    async counts(): Promise<KeywordCounts> {
      const { masters, variants } = await lister.classCounts();
      return {
        masters: byStatus(masters),
        mastersPublished: published(masters),
        variants: byStatus(variants),
        variantsPublished: published(variants),
      };
    },

    async relist(ids) {
      const found = await batchGetAll(
        client,
        tableName,
        ids.map((id) => keywordKey(id)),
      );
      // A record marked `deleting` is finished by deleting it again, not by listing it.
      const stored = [...found.values()].map(toStored).filter((keyword) => !keyword.deleting);
      await index.sync(stored.map((keyword) => ({ keyword, tokens: keyword.dirty ? keyword.tokens : [] })));
      await index.settle(stored);
    },
  };
}

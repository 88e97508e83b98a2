import { normalizeMasterKeyword } from '#shared/keywords/master-keyword-text';
import type { KeywordRecord } from '../../../ports/keywords';
import { batchGetAll, itemKey } from '../batch-io';
import { DeleteCommand, GetCommand, PutCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import { queryAll } from '../query-all';
import {
  articleKey,
  keywordKey,
  nameKey,
  type StoredKeyword,
  toRecord,
  toStored,
  variantsPk,
} from './keyword-items';

/** Reads of keyword records and their articles, and the plain writes beside them, shared by every operation. */
export function createKeywordRecords({ client, name: tableName }: DynamoTable) {
  /** The record, also while a delete is under way (`deleting`); consistent. */
  async function read(id: string): Promise<StoredKeyword | undefined> {
    const { Item } = await client.send(
      new GetCommand({ TableName: tableName, Key: keywordKey(id), ConsistentRead: true }),
    );
    return Item ? toStored(Item) : undefined;
  }

  return {
    read,

    /** The record unless a delete is under way. */
    async find(id: string): Promise<StoredKeyword | undefined> {
      const stored = await read(id);
      return stored && !stored.deleting ? stored : undefined;
    },

    /** The variants of a master keyword, but those being deleted. */
    async variantsOf(parentId: string): Promise<StoredKeyword[]> {
      const items = await queryAll(client, {
        TableName: tableName,
        IndexName: 'gsi1',
        KeyConditionExpression: 'gsi1pk = :parent',
        ExpressionAttributeValues: { ':parent': variantsPk(parentId) },
      });
      return items.map(toStored).filter((keyword) => !keyword.deleting);
    },

    /** The records with their articles. */
    async withArticles(keywords: StoredKeyword[]): Promise<KeywordRecord[]> {
      const articles = await batchGetAll(
        client,
        tableName,
        keywords.map((keyword) => articleKey(keyword.id)),
      );
      return keywords.map((keyword) => {
        const key = articleKey(keyword.id);
        return toRecord(keyword, (articles.get(itemKey(key.pk, key.sk))?.html as string | undefined) ?? '');
      });
    },

    putArticle: (id: string, html: string) =>
      client.send(new PutCommand({ TableName: tableName, Item: { ...articleKey(id), html } })),

    /** Deletes a master keyword's duplicate guard, unless it already points at another keyword. */
    releaseName: (keyword: StoredKeyword) =>
      client
        .send(
          new DeleteCommand({
            TableName: tableName,
            Key: nameKey(normalizeMasterKeyword(keyword.masterKeyword)),
            ConditionExpression: 'keywordId = :id',
            ExpressionAttributeValues: { ':id': keyword.id },
          }),
        )
        .catch((error: unknown) => {
          if (!isConditionFailure(error)) throw error;
        }),
  };
}

export type KeywordRecords = ReturnType<typeof createKeywordRecords>;

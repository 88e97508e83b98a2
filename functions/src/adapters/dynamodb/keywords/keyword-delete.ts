import { imageKeyFromUrl } from '#shared/keywords/keywords-images';
import type { DeletedKeywords, KeywordRecord } from '../../../ports/keywords';
import { batchWriteAll } from '../batch-io';
import { UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import type { KeywordIndex } from './keyword-index';
import { articleKey, keywordKey, type StoredKeyword, toStored } from './keyword-items';
import type { KeywordRecords } from './keyword-records';

/** Deletes a keyword with its variants (ADR 007, write order 4). */
export function createKeywordDeleter(table: DynamoTable, index: KeywordIndex, records: KeywordRecords) {
  const { client, name: tableName } = table;

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
    const [record] = await records.withArticles([stored]);
    await index.sync([{ keyword: stored, tokens: [] }]);
    if (!stored.parentId) await records.releaseName(stored);
    await batchWriteAll(client, tableName, [{ delete: articleKey(id) }, { delete: keywordKey(id) }]);
    return record;
  }

  /** The variants first, then the keyword; resolves what was deleted and the image keys to delete. */
  return async function deleteKeyword(id: string): Promise<DeletedKeywords | undefined> {
    const root = await records.find(id);
    if (!root) return undefined;
    const variants = root.parentId ? [] : await records.variantsOf(id);
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
  };
}

import { randomUUID } from 'node:crypto';
import { normalizeMasterKeyword } from '#shared/keywords/master-keyword-text';
import type { Clock } from '../../../ports/clock';
import type { CreateKeywordsResult, NewKeyword } from '../../../ports/keywords';
import { batchWriteAll, mapLimit } from '../batch-io';
import { GetCommand, PutCommand, UpdateCommand } from '../document-sdk';
import { type DynamoTable, isConditionFailure } from '../dynamo-table';
import type { KeywordIndex } from './keyword-index';
import {
  keywordKey,
  nameKey,
  SEQUENCE_KEY,
  type StoredKeyword,
  toItem,
  tokensOf,
  toRecord,
} from './keyword-items';
import type { KeywordRecords } from './keyword-records';

const CLAIMS_IN_FLIGHT = 16;

type Claim =
  | { outcome: 'claimed' }
  | { outcome: 'duplicate' }
  | { outcome: 'resume'; keyword: StoredKeyword };

/**
 * Creates keywords in batches. Order of writes: sequence numbers, each master keyword's duplicate guard
 * (a conditional put), the records, their search prefixes, and last their entry in the keyword list. A
 * failure before the records are all written takes back what it wrote. A crash after leaves a record that
 * is not listed yet: adding the same keyword again finishes it ("resume") instead of calling it a duplicate.
 */
export function createKeywordCreator(
  table: DynamoTable,
  index: KeywordIndex,
  records: KeywordRecords,
  clock: Clock,
) {
  const { client, name: tableName } = table;

  async function allocateSeqs(count: number): Promise<number> {
    const { Attributes } = await client.send(
      new UpdateCommand({
        TableName: tableName,
        Key: SEQUENCE_KEY,
        UpdateExpression: 'ADD n :count',
        ExpressionAttributeValues: { ':count': count },
        ReturnValues: 'UPDATED_NEW',
      }),
    );
    return (Attributes!.n as number) - count + 1;
  }

  async function claimName(keyword: StoredKeyword): Promise<Claim> {
    const Key = nameKey(normalizeMasterKeyword(keyword.masterKeyword));
    const put = (condition: string, values?: Record<string, unknown>) =>
      client.send(
        new PutCommand({
          TableName: tableName,
          Item: { ...Key, keywordId: keyword.id },
          ConditionExpression: condition,
          ExpressionAttributeValues: values,
        }),
      );
    try {
      await put('attribute_not_exists(pk)');
      return { outcome: 'claimed' };
    } catch (error) {
      if (!isConditionFailure(error)) throw error;
    }
    const { Item } = await client.send(new GetCommand({ TableName: tableName, Key, ConsistentRead: true }));
    const holder = Item ? await records.read(Item.keywordId as string) : undefined;
    if (holder && !(await index.isListed(holder))) return { outcome: 'resume', keyword: holder };
    if (holder || !Item) return { outcome: 'duplicate' };
    try {
      // The guard outlived its keyword (a create cut short before its record): take it over.
      await put('keywordId = :stale', { ':stale': Item.keywordId });
      return { outcome: 'claimed' };
    } catch (error) {
      if (isConditionFailure(error)) return { outcome: 'duplicate' };
      throw error;
    }
  }

  /** Writes the records; given ids are written conditionally, so an existing one counts as a duplicate. */
  async function writeRecords(keywords: StoredKeyword[], givenIds: Set<string>): Promise<Set<string>> {
    const existing = new Set<string>();
    await mapLimit(
      keywords.filter((keyword) => givenIds.has(keyword.id)),
      CLAIMS_IN_FLIGHT,
      async (keyword) => {
        try {
          await client.send(
            new PutCommand({
              TableName: tableName,
              Item: toItem(keyword),
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          );
        } catch (error) {
          if (!isConditionFailure(error)) throw error;
          existing.add(keyword.id);
        }
      },
    );
    const generated = keywords.filter((keyword) => !givenIds.has(keyword.id));
    await batchWriteAll(
      client,
      tableName,
      generated.map((keyword) => ({ put: toItem(keyword) })),
    );
    return existing;
  }

  const newStored = (input: NewKeyword, seq: number, createdAt: string): StoredKeyword => {
    const keyword: StoredKeyword = {
      id: input.id ?? randomUUID(),
      seq,
      parentId: input.parentId,
      ...(input.siteId ? { siteId: input.siteId } : {}),
      masterKeyword: input.masterKeyword.trim(),
      primaryTag: (input.primaryTag ?? input.masterKeyword).trim(),
      secondaryTags: input.secondaryTags ?? [],
      manualTags: input.manualTags ?? [],
      title: '',
      status: 'Pending',
      createdAt,
      updatedAt: createdAt,
      images: [],
      adTitle: '',
      adDescription: '',
      articleStatus: 'pending',
      options: input.options,
      promptIds: {},
      usage: {},
      ver: 1,
      tokens: [],
      dropTokens: [],
      dirty: false,
    };
    return { ...keyword, tokens: tokensOf(keyword) };
  };

  return async function create(inputs: NewKeyword[]): Promise<CreateKeywordsResult> {
    if (inputs.length === 0) return { created: [], duplicates: [] };
    // Duplicates by input position, so they are reported in the order given.
    const duplicateAt = new Map<number, string>();
    const seen = new Set<string>();
    const positions: number[] = [];
    const unique = inputs.filter((input, position) => {
      const normalized = input.parentId ? undefined : normalizeMasterKeyword(input.masterKeyword);
      if (normalized !== undefined && seen.has(normalized)) {
        duplicateAt.set(position, input.masterKeyword);
        return false;
      }
      if (normalized !== undefined) seen.add(normalized);
      positions.push(position);
      return true;
    });
    const firstSeq = await allocateSeqs(unique.length);
    const createdAt = new Date(clock.now()).toISOString();
    const fresh = unique.map((input, k) => newStored(input, firstSeq + k, createdAt));

    const claims = await mapLimit(fresh, CLAIMS_IN_FLIGHT, (keyword) =>
      keyword.parentId ? Promise.resolve<Claim>({ outcome: 'claimed' }) : claimName(keyword),
    );
    const toWrite = fresh.filter((_, k) => claims[k]!.outcome === 'claimed');
    const givenIds = new Set(unique.filter((input) => input.id).map((input) => input.id!));
    let existing: Set<string>;
    try {
      existing = await writeRecords(toWrite, givenIds);
    } catch (error) {
      // Nothing half-written: take back the guards and the records of this batch.
      await Promise.all(toWrite.filter((keyword) => !keyword.parentId).map(records.releaseName));
      await batchWriteAll(
        client,
        tableName,
        toWrite
          .filter((keyword) => !givenIds.has(keyword.id))
          .map((keyword) => ({ delete: keywordKey(keyword.id) })),
      );
      throw error;
    }
    await Promise.all(
      toWrite.filter((keyword) => existing.has(keyword.id) && !keyword.parentId).map(records.releaseName),
    );

    const created: StoredKeyword[] = [];
    fresh.forEach((keyword, k) => {
      const claim = claims[k]!;
      if (claim.outcome === 'resume') created.push(claim.keyword);
      else if (claim.outcome === 'claimed' && !existing.has(keyword.id)) created.push(keyword);
      else duplicateAt.set(positions[k]!, unique[k]!.masterKeyword);
    });
    await index.sync(
      created.map((keyword) => ({ keyword, tokens: keyword.tokens })),
      { fresh: true },
    );
    const duplicates = [...duplicateAt].sort(([a], [b]) => a - b).map(([, text]) => text);
    return { created: created.map((keyword) => toRecord(keyword, '')), duplicates };
  };
}

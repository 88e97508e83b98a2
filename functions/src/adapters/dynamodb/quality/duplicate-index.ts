import type { DuplicateEntry, DuplicateIndex, DuplicateState } from '../../../ports/quality';
import { batchGetAll, itemKey } from '../batch-io';
import { GetCommand, PutCommand, UpdateCommand } from '../document-sdk';
import type { DynamoTable } from '../dynamo-table';
import { keywordKey } from '../keywords/keyword-items';
import { decodeSignature, encodeSignature } from './signature-codec';

/**
 * Items of the near-duplicate index (decision 036), per site:
 * - `QDUP#<site>#SIG#<keywordId>`/`SIG`: the article's signature, state and what names it;
 * - `QDUP#<site>#BAND#<band key>`/`BAND`: the string set `ids` of the keywords listed under that band key.
 * A check reads the 32 band items in one batch read, then the candidates' signatures (and whether their
 * keywords still exist) in another: two requests, whatever the number of articles on the site.
 */
const signatureKey = (siteKey: string, keywordId: string) => ({
  pk: `QDUP#${siteKey}#SIG#${keywordId}`,
  sk: 'SIG',
});
const bandKey = (siteKey: string, key: string) => ({ pk: `QDUP#${siteKey}#BAND#${key}`, sk: 'BAND' });

function toEntry(item: Record<string, unknown>): DuplicateEntry {
  return {
    keywordId: item.keywordId as string,
    masterKeyword: item.masterKeyword as string,
    title: item.title as string,
    ...(typeof item.url === 'string' ? { url: item.url } : {}),
    order: item.order as string,
    state: item.state as DuplicateState,
    signature: decodeSignature(item.signature as string),
    bandKeys: (item.bandKeys as string[] | undefined) ?? [],
  };
}

export function createDuplicateIndex({ client, name: TableName }: DynamoTable): DuplicateIndex {
  const changeBand = (siteKey: string, key: string, action: 'ADD' | 'DELETE', keywordId: string) =>
    client.send(
      new UpdateCommand({
        TableName,
        Key: bandKey(siteKey, key),
        UpdateExpression: `${action} ids :id`,
        ExpressionAttributeValues: { ':id': new Set([keywordId]) },
      }),
    );

  const entry = async (siteKey: string, keywordId: string) => {
    const { Item } = await client.send(
      new GetCommand({ TableName, Key: signatureKey(siteKey, keywordId), ConsistentRead: true }),
    );
    return Item ? toEntry(Item) : undefined;
  };

  return {
    entry,

    async register(siteKey, { signature, ...rest }) {
      const previous = await entry(siteKey, rest.keywordId);
      await client.send(
        new PutCommand({
          TableName,
          Item: { ...signatureKey(siteKey, rest.keywordId), ...rest, signature: encodeSignature(signature) },
        }),
      );
      const kept = new Set(rest.bandKeys);
      await Promise.all([
        ...rest.bandKeys.map((key) => changeBand(siteKey, key, 'ADD', rest.keywordId)),
        ...(previous?.bandKeys ?? [])
          .filter((key) => !kept.has(key))
          .map((key) => changeBand(siteKey, key, 'DELETE', rest.keywordId)),
      ]);
    },

    async listed(siteKey, bandKeys) {
      const found = await batchGetAll(
        client,
        TableName,
        bandKeys.map((key) => bandKey(siteKey, key)),
        { projection: 'pk, sk, ids' },
      );
      const ids = new Set<string>();
      for (const item of found.values())
        for (const id of (item.ids as Set<string> | undefined) ?? []) ids.add(id);
      return [...ids];
    },

    async entries(siteKey, keywordIds) {
      if (keywordIds.length === 0) return [];
      const found = await batchGetAll(client, TableName, [
        ...keywordIds.map((id) => signatureKey(siteKey, id)),
        ...keywordIds.map((id) => keywordKey(id)),
      ]);
      return keywordIds.flatMap((id) => {
        const sig = signatureKey(siteKey, id);
        const item = found.get(itemKey(sig.pk, sig.sk));
        const keyword = keywordKey(id);
        return item && found.has(itemKey(keyword.pk, keyword.sk)) ? [toEntry(item)] : [];
      });
    },

    async setState(siteKey, keywordId, state, url) {
      await client.send(
        new UpdateCommand({
          TableName,
          Key: signatureKey(siteKey, keywordId),
          ConditionExpression: 'attribute_exists(pk)',
          UpdateExpression: url ? 'SET #state = :state, #url = :url' : 'SET #state = :state',
          ExpressionAttributeNames: { '#state': 'state', ...(url ? { '#url': 'url' } : {}) },
          ExpressionAttributeValues: { ':state': state, ...(url ? { ':url': url } : {}) },
        }),
      );
    },
  };
}

import type { LinkIndex, LinkTarget } from '../../../ports/quality';
import { batchGetAll, itemKey } from '../batch-io';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '../document-sdk';
import type { DynamoTable } from '../dynamo-table';
import { keywordKey } from '../keywords/keyword-items';

/**
 * Items of the internal-links index, per site: `QLINK#<site>#TARGET#<keyword id>`/`TARGET` (address, title,
 * tags) and `QLINK#<site>#TAG#<tag>`/`TAG` (the string set `ids` of the live articles with that tag).
 */
const targetKey = (siteKey: string, keywordId: string) => ({
  pk: `QLINK#${siteKey}#TARGET#${keywordId}`,
  sk: 'TARGET',
});
const tagKey = (siteKey: string, tag: string) => ({ pk: `QLINK#${siteKey}#TAG#${tag}`, sk: 'TAG' });
/** Tags looked up per article: its own, which are a handful. */
const MAX_TAGS = 30;
/** Candidates whose addresses are read, most shared tags first. */
const MAX_CANDIDATES = 40;

export function createLinkIndex({ client, name: TableName }: DynamoTable): LinkIndex {
  const changeTag = (siteKey: string, tag: string, action: 'ADD' | 'DELETE', keywordId: string) =>
    client.send(
      new UpdateCommand({
        TableName,
        Key: tagKey(siteKey, tag),
        UpdateExpression: `${action} ids :id`,
        ExpressionAttributeValues: { ':id': new Set([keywordId]) },
      }),
    );
  const target = async (siteKey: string, keywordId: string) =>
    (
      await client.send(
        new GetCommand({ TableName, Key: targetKey(siteKey, keywordId), ConsistentRead: true }),
      )
    ).Item as (LinkTarget & { pk: string }) | undefined;

  return {
    async related(siteKey, tags, limit) {
      const wanted = [...new Set(tags)].slice(0, MAX_TAGS);
      if (wanted.length === 0) return [];
      const tagItems = await batchGetAll(
        client,
        TableName,
        wanted.map((tag) => tagKey(siteKey, tag)),
      );
      const shared = new Map<string, number>();
      for (const item of tagItems.values())
        for (const id of (item.ids as Set<string> | undefined) ?? [])
          shared.set(id, (shared.get(id) ?? 0) + 1);
      const ids = [...shared.entries()]
        .sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))
        .slice(0, MAX_CANDIDATES)
        .map(([id]) => id);
      if (ids.length === 0) return [];
      const found = await batchGetAll(client, TableName, [
        ...ids.map((id) => targetKey(siteKey, id)),
        ...ids.map((id) => keywordKey(id)),
      ]);
      return ids
        .flatMap((id) => {
          const t = targetKey(siteKey, id);
          const k = keywordKey(id);
          const item = found.get(itemKey(t.pk, t.sk));
          // A deleted keyword's article is gone from the site: never linked.
          if (!item || !found.has(itemKey(k.pk, k.sk))) return [];
          const { keywordId, title, url, tags: itemTags } = item as unknown as LinkTarget;
          return [{ target: { keywordId, title, url, tags: itemTags }, shared: shared.get(id) ?? 0 }];
        })
        .slice(0, limit);
    },

    async register(siteKey, entry) {
      const previous = await target(siteKey, entry.keywordId);
      await client.send(
        new PutCommand({ TableName, Item: { ...targetKey(siteKey, entry.keywordId), ...entry } }),
      );
      const kept = new Set(entry.tags);
      await Promise.all([
        ...entry.tags.map((tag) => changeTag(siteKey, tag, 'ADD', entry.keywordId)),
        ...(previous?.tags ?? [])
          .filter((tag) => !kept.has(tag))
          .map((tag) => changeTag(siteKey, tag, 'DELETE', entry.keywordId)),
      ]);
    },

    async remove(siteKey, keywordId) {
      const previous = await target(siteKey, keywordId);
      if (!previous) return;
      await Promise.all(previous.tags.map((tag) => changeTag(siteKey, tag, 'DELETE', keywordId)));
      await client.send(new DeleteCommand({ TableName, Key: targetKey(siteKey, keywordId) }));
    },
  };
}

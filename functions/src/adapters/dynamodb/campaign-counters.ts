import { createHash } from 'node:crypto';
import { UpdateCommand } from './document-sdk';
import type { DynamoTable } from './dynamo-table';
import { queryAll } from './query-all';

/**
 * Counters live in one partition, so each is a single Query: the total over 16 items (a string set stays far
 * below the 400 KB item limit at tens of thousands of campaigns) and one item per keyword. Each holds the
 * set of the campaign ids it counts (`ids`), so counting a campaign again changes nothing. Items written
 * before the sets hold a number (`n`) instead, which still counts.
 */
const COUNTS_PARTITION = 'CAMPAIGN_COUNTS';
const TOTAL_PREFIX = 'TOTAL';
const TOTAL_SHARDS = 16;
const totalKey = (id: string) =>
  `${TOTAL_PREFIX}#${Number.parseInt(createHash('sha256').update(id).digest('hex').slice(0, 4), 16) % TOTAL_SHARDS}`;
const keywordCountKey = (keywordId: string) => `KW#${keywordId}`;
const countOf = (item: Record<string, unknown>) =>
  Number(item.n ?? 0) + ((item.ids as Set<string> | undefined)?.size ?? 0);

/** The created campaigns' counters: in all (the Ad Campaigns stat) and per keyword (the article picker). */
export function createCampaignCounters({ client, name }: DynamoTable) {
  const countIn = (sk: string, id: string) =>
    client.send(
      new UpdateCommand({
        TableName: name,
        Key: { pk: COUNTS_PARTITION, sk },
        UpdateExpression: 'ADD ids :id',
        ExpressionAttributeValues: { ':id': new Set([id]) },
      }),
    );
  const countsIn = async (prefix: string) =>
    queryAll(client, {
      TableName: name,
      KeyConditionExpression: 'pk = :counts AND begins_with(sk, :prefix)',
      ExpressionAttributeValues: { ':counts': COUNTS_PARTITION, ':prefix': prefix },
    });

  return {
    /** Counts a created campaign, idempotently: counting the same id again changes nothing. */
    async countCreated(id: string, keywordId: string) {
      await countIn(totalKey(id), id);
      await countIn(keywordCountKey(keywordId), id);
    },

    async byKeyword(): Promise<Record<string, number>> {
      const items = await countsIn(keywordCountKey(''));
      return Object.fromEntries(items.map((item) => [String(item.sk).slice(3), countOf(item)]));
    },

    async total(): Promise<number> {
      return (await countsIn(TOTAL_PREFIX)).reduce((sum, item) => sum + countOf(item), 0);
    },
  };
}

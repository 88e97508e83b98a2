import type { PublishingSlots } from '../../ports/publishing-slots';
import { DeleteCommand, GetCommand, PutCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';

/**
 * Per site, `SLOTS#<site> / AT#<instant>` holds the keyword a slot is booked for and `SLOTS#<site> /
 * KEYWORD#<id>` the slot a keyword holds, `SLOTS#<site> / FULL_UNTIL` the bound every slot before which is booked. The slot item is the lock: its conditional put is what two
 * keywords racing for one slot cannot both win (decision 040).
 */
const partition = (siteId: string) => `SLOTS#${siteId}`;
const slotKey = (siteId: string, slot: string) => ({ pk: partition(siteId), sk: `AT#${slot}` });
const keywordKey = (siteId: string, keywordId: string) => ({
  pk: partition(siteId),
  sk: `KEYWORD#${keywordId}`,
});

const boundKey = (siteId: string) => ({ pk: partition(siteId), sk: 'FULL_UNTIL' });

export function createPublishingSlotStore(table: DynamoTable): PublishingSlots {
  const { client, name: TableName } = table;

  async function heldBy(siteId: string, keywordId: string) {
    const { Item } = await client.send(
      new GetCommand({ TableName, Key: keywordKey(siteId, keywordId), ConsistentRead: true }),
    );
    return Item?.slot as string | undefined;
  }

  /** Sets the bound to `slot` when it has none or `condition` holds (ISO instants compare as text). */
  const moveBound = (siteId: string, slot: string, condition: string) =>
    conditionally(() =>
      client.send(
        new PutCommand({
          TableName,
          Item: { ...boundKey(siteId), slot },
          ConditionExpression: `attribute_not_exists(pk) OR ${condition}`,
          ExpressionAttributeValues: { ':slot': slot },
        }),
      ),
    );

  return {
    heldBy,

    async book(siteId, slot, keywordId) {
      const taken = await conditionally(() =>
        client.send(
          new PutCommand({
            TableName,
            Item: { ...slotKey(siteId, slot), keywordId },
            ConditionExpression: 'attribute_not_exists(pk) OR keywordId = :keywordId',
            ExpressionAttributeValues: { ':keywordId': keywordId },
          }),
        ),
      );
      if (!taken) return false;
      // A crash before this write leaves the slot item naming the keyword: the retry books it again.
      await client.send(new PutCommand({ TableName, Item: { ...keywordKey(siteId, keywordId), slot } }));
      return true;
    },

    async fullUntil(siteId) {
      const { Item } = await client.send(
        new GetCommand({ TableName, Key: boundKey(siteId), ConsistentRead: true }),
      );
      return Item?.slot as string | undefined;
    },

    async raiseFullUntil(siteId, slot) {
      await moveBound(siteId, slot, 'slot < :slot');
    },

    async release(siteId, keywordId) {
      const slot = await heldBy(siteId, keywordId);
      if (slot) {
        // Only while it is still this keyword's: never free a slot another keyword booked since.
        await conditionally(() =>
          client.send(
            new DeleteCommand({
              TableName,
              Key: slotKey(siteId, slot),
              ConditionExpression: 'keywordId = :keywordId',
              ExpressionAttributeValues: { ':keywordId': keywordId },
            }),
          ),
        );
        await moveBound(siteId, slot, 'slot > :slot');
      }
      await client.send(new DeleteCommand({ TableName, Key: keywordKey(siteId, keywordId) }));
    },
  };
}

import type { RateBucket } from '../../ports/rate-bucket';
import { GetCommand, UpdateCommand } from './document-sdk';
import { conditionally, type DynamoTable, isConditionFailure, toEpochSeconds } from './dynamo-table';

const keyOf = (key: string) => ({ pk: `RATE#${key}`, sk: 'RATE' });
/** A schedule nobody has booked for a day is forgotten (TTL); a new one starts empty. */
const KEEP_MS = 86_400_000;

/**
 * The schedule as one item per limit, `bookedUntil` in epoch ms, moved by conditional updates: a busy
 * schedule is extended (`bookedUntil + cost`, when it is still ahead of now and within the caller's
 * patience), an idle one restarted at now (`now + cost`, when it has fallen behind). Which of the two to try
 * first is guessed from what this process saw last, so a call takes one write; a wrong guess costs one read
 * of the item and a second write. A call this process already knows to be out of reach takes none.
 */
export function createDynamoRateBucket({ client, name }: DynamoTable): RateBucket {
  const lastSeen = new Map<string, number>();

  const extend = (key: string, now: number, costMs: number, latestStart: number) =>
    client
      .send(
        new UpdateCommand({
          TableName: name,
          Key: keyOf(key),
          UpdateExpression: 'SET bookedUntil = bookedUntil + :cost, expiresAt = :expires',
          ConditionExpression: 'bookedUntil >= :now AND bookedUntil <= :latest',
          ExpressionAttributeValues: {
            ':cost': costMs,
            ':now': now,
            ':latest': latestStart,
            ':expires': toEpochSeconds(now + KEEP_MS),
          },
          ReturnValues: 'UPDATED_NEW',
        }),
      )
      .then(({ Attributes }) => Number(Attributes?.bookedUntil) - costMs)
      .catch((error: unknown) => {
        if (isConditionFailure(error)) return undefined;
        throw error;
      });

  const restart = (key: string, now: number, costMs: number) =>
    conditionally(() =>
      client.send(
        new UpdateCommand({
          TableName: name,
          Key: keyOf(key),
          UpdateExpression: 'SET bookedUntil = :booked, expiresAt = :expires',
          ConditionExpression: 'attribute_not_exists(bookedUntil) OR bookedUntil < :now',
          ExpressionAttributeValues: {
            ':booked': now + costMs,
            ':now': now,
            ':expires': toEpochSeconds(now + KEEP_MS),
          },
        }),
      ),
    );

  const read = async (key: string) => {
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: keyOf(key), ConsistentRead: true }),
    );
    return Item ? Number(Item.bookedUntil) : undefined;
  };

  return {
    async book(key, { now, costMs, latestStart }) {
      // The schedule only ever moves on: booked beyond the caller's reach when last seen, it still is.
      const known = lastSeen.get(key) ?? 0;
      if (known > latestStart) return { bookedUntil: known };
      let idle = known < now;
      // Rounds after the first cover a schedule that turned idle or busy between a read and a write.
      for (let round = 0; round < 3; round += 1) {
        if (idle && (await restart(key, now, costMs))) {
          lastSeen.set(key, now + costMs);
          return { startAt: now };
        }
        if (!idle) {
          const startAt = await extend(key, now, costMs, latestStart);
          if (startAt !== undefined) {
            lastSeen.set(key, startAt + costMs);
            return { startAt };
          }
        }
        const bookedUntil = (await read(key)) ?? 0;
        lastSeen.set(key, bookedUntil);
        if (bookedUntil > latestStart) return { bookedUntil };
        idle = bookedUntil < now;
      }
      // Others keep moving the schedule under this call: it waits as if the limit were booked up.
      return { bookedUntil: lastSeen.get(key) ?? now };
    },

    async holdUntil(key, until) {
      await conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName: name,
            Key: keyOf(key),
            UpdateExpression: 'SET bookedUntil = :until, expiresAt = :expires',
            ConditionExpression: 'attribute_not_exists(bookedUntil) OR bookedUntil < :until',
            ExpressionAttributeValues: { ':until': until, ':expires': toEpochSeconds(until + KEEP_MS) },
          }),
        ),
      );
      lastSeen.set(key, Math.max(lastSeen.get(key) ?? 0, until));
    },
  };
}

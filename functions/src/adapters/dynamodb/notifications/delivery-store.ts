import type { DeliveryKey, DeliveryRecord, DeliveryStore } from '../../../ports/notifications';
import { PutCommand, QueryCommand, UpdateCommand } from '../document-sdk';
import { conditionally, type DynamoTable, toEpochSeconds } from '../dynamo-table';

/**
 * Deliveries in one partition by `notificationId#channel` (newest first, as notification ids sort), and,
 * while pending or sending, on `gsi1` under one partition sorted by when they are due: a sweep reads only
 * what is due, and a delivery leaves the index (sparse) once sent or failed. Every move is conditional on
 * the state and the attempt number the mover saw.
 */
const PARTITION = 'NOTIFY_DELIVERY';
const DUE = 'NOTIFY_DELIVERY_DUE';
const skOf = (key: DeliveryKey) => `${key.notificationId}#${key.channel}`;
const keyOf = (key: DeliveryKey) => ({ pk: PARTITION, sk: skOf(key) });
/** Fixed width, so the index sorts by time as text. */
const dueKey = (dueAtMs: number, key: DeliveryKey) => `${String(dueAtMs).padStart(15, '0')}#${skOf(key)}`;

function toDelivery(item: Record<string, unknown>): DeliveryRecord {
  return {
    notificationId: item.notificationId as string,
    channel: item.channel as DeliveryRecord['channel'],
    title: (item.title as string | undefined) ?? '',
    state: item.state as DeliveryRecord['state'],
    attempts: Number(item.attempts ?? 0),
    lastError: (item.lastError as string | undefined) ?? null,
    dueAtMs: typeof item.dueAtMs === 'number' ? item.dueAtMs : null,
    createdAt: item.createdAt as string,
    updatedAt: item.updatedAt as string,
    expiresAtMs: Number(item.expiresAt) * 1000,
  };
}

export function createDeliveryStore({ client, name: TableName }: DynamoTable): DeliveryStore {
  /** One conditional move of a delivery in `sending` at attempt `attempts`. */
  const fromSending = (key: DeliveryKey, attempts: number, update: string, values: Record<string, unknown>) =>
    conditionally(() =>
      client.send(
        new UpdateCommand({
          TableName,
          Key: keyOf(key),
          UpdateExpression: update,
          ConditionExpression: '#state = :sending AND attempts = :attempts',
          ExpressionAttributeNames: { '#state': 'state' },
          ExpressionAttributeValues: { ':sending': 'sending', ':attempts': attempts, ...values },
        }),
      ),
    );

  return {
    async add(deliveries) {
      for (const delivery of deliveries) {
        const { expiresAtMs, dueAtMs, lastError, ...fields } = delivery;
        const due = dueAtMs ?? 0;
        await conditionally(() =>
          client.send(
            new PutCommand({
              TableName,
              Item: {
                ...keyOf(delivery),
                ...fields,
                dueAtMs: due,
                gsi1pk: DUE,
                gsi1sk: dueKey(due, delivery),
                expiresAt: toEpochSeconds(expiresAtMs),
              },
              ConditionExpression: 'attribute_not_exists(pk)',
            }),
          ),
        );
      }
    },

    async due(nowMs, limit) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName,
          IndexName: 'gsi1',
          KeyConditionExpression: 'gsi1pk = :due AND gsi1sk <= :now',
          ExpressionAttributeValues: { ':due': DUE, ':now': `${String(nowMs).padStart(15, '0')}#~` },
          Limit: limit,
        }),
      );
      return Items.map(toDelivery);
    },

    claim(delivery, leaseUntilMs, at) {
      return conditionally(() =>
        client.send(
          new UpdateCommand({
            TableName,
            Key: keyOf(delivery),
            UpdateExpression:
              'SET #state = :sending, attempts = :next, dueAtMs = :lease, gsi1sk = :dueKey, updatedAt = :at',
            ConditionExpression: '#state = :pending AND attempts = :attempts',
            ExpressionAttributeNames: { '#state': 'state' },
            ExpressionAttributeValues: {
              ':sending': 'sending',
              ':pending': 'pending',
              ':attempts': delivery.attempts,
              ':next': delivery.attempts + 1,
              ':lease': leaseUntilMs,
              ':dueKey': dueKey(leaseUntilMs, delivery),
              ':at': at,
            },
          }),
        ),
      );
    },

    sent(key, attempts, at) {
      return fromSending(
        key,
        attempts,
        'SET #state = :sent, updatedAt = :at REMOVE dueAtMs, gsi1pk, gsi1sk, lastError',
        { ':sent': 'sent', ':at': at },
      );
    },

    retryLater(key, attempts, dueAtMs, reason, at) {
      return fromSending(
        key,
        attempts,
        'SET #state = :pending, dueAtMs = :due, gsi1sk = :dueKey, lastError = :reason, updatedAt = :at',
        {
          ':pending': 'pending',
          ':due': dueAtMs,
          ':dueKey': dueKey(dueAtMs, key),
          ':reason': reason,
          ':at': at,
        },
      );
    },

    failed(key, attempts, reason, at) {
      return fromSending(
        key,
        attempts,
        'SET #state = :failed, lastError = :reason, updatedAt = :at REMOVE dueAtMs, gsi1pk, gsi1sk',
        { ':failed': 'failed', ':reason': reason, ':at': at },
      );
    },

    async latest(limit) {
      const { Items = [] } = await client.send(
        new QueryCommand({
          TableName,
          KeyConditionExpression: 'pk = :partition',
          ExpressionAttributeValues: { ':partition': PARTITION },
          ScanIndexForward: false,
          Limit: limit,
        }),
      );
      return Items.map(toDelivery);
    },
  };
}

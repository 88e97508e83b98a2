import { randomBytes } from 'node:crypto';
import type { DeviceKeyStore } from '../../ports/device-key';
import { GetCommand, PutCommand } from './document-sdk';
import { conditionally, type DynamoTable } from './dynamo-table';

const KEY_ITEM = { pk: 'DEVICE_KEY', sk: 'DEVICE_KEY' };

/**
 * The device-cookie key in one table item, made on first use by a conditional put (when two containers
 * race, both read the one that won). It never changes, so a container keeps it once read.
 */
export function createDeviceKeyStore({ client, name }: DynamoTable): DeviceKeyStore {
  let known: Promise<Uint8Array> | undefined;

  const read = async () => {
    const { Item } = await client.send(
      new GetCommand({ TableName: name, Key: KEY_ITEM, ConsistentRead: true }),
    );
    return typeof Item?.key === 'string' ? Buffer.from(Item.key, 'base64') : undefined;
  };

  const readOrMake = async (): Promise<Uint8Array> => {
    const stored = await read();
    if (stored) return stored;
    await conditionally(() =>
      client.send(
        new PutCommand({
          TableName: name,
          Item: { ...KEY_ITEM, key: randomBytes(32).toString('base64') },
          ConditionExpression: 'attribute_not_exists(pk)',
        }),
      ),
    );
    const made = await read();
    if (!made) throw new Error('The device-cookie key could not be stored');
    return made;
  };

  return {
    key() {
      known ??= readOrMake().catch((error: unknown) => {
        known = undefined;
        throw error;
      });
      return known;
    },
  };
}

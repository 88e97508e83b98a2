import type { DynamoDBClientConfig } from '@aws-sdk/client-dynamodb';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import { DynamoDBClient, DynamoDBDocumentClient } from './document-sdk';

/** The one table every repository writes to, with its document client. */
export interface DynamoTable {
  client: DynamoDBDocumentClient;
  name: string;
}

/** One client per process; `config` carries the local endpoint and credentials in local mode. */
export function createDynamoTable(name: string, config: DynamoDBClientConfig = {}): DynamoTable {
  const raw = capturedAwsClient(new DynamoDBClient(config));
  const client = DynamoDBDocumentClient.from(raw, { marshallOptions: { removeUndefinedValues: true } });
  return { client, name };
}

/** DynamoDB TTL attributes hold epoch seconds. */
export const toEpochSeconds = (ms: number) => Math.ceil(ms / 1000);

export function isConditionFailure(error: unknown): boolean {
  return error instanceof Error && error.name === 'ConditionalCheckFailedException';
}

/** One conditional write; false when its condition did not hold, any other failure thrown. */
export async function conditionally(send: () => Promise<unknown>): Promise<boolean> {
  try {
    await send();
    return true;
  } catch (error) {
    if (isConditionFailure(error)) return false;
    throw error;
  }
}

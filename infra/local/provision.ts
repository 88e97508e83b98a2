import {
  CreateTableCommand,
  DescribeTableCommand,
  type DynamoDBClient,
  ResourceInUseException,
} from '@aws-sdk/client-dynamodb';
import { CreateBucketCommand, type S3Client } from '@aws-sdk/client-s3';
import { TABLE_DEFINITION } from '../data-definitions';

/**
 * Creates the table from the definition the CDK app uses too, unless it exists already, and returns once
 * it is ACTIVE: dynalite answers CreateTable while the table is still CREATING, and a request in between
 * fails with ResourceNotFoundException (seen in a full test run on a loaded machine).
 */
export async function ensureTable(client: DynamoDBClient, tableName: string) {
  const { partitionKey, sortKey, globalSecondaryIndexes } = TABLE_DEFINITION;
  const keyNames = new Set([
    partitionKey,
    sortKey,
    ...globalSecondaryIndexes.flatMap((i) => [i.partitionKey, i.sortKey]),
  ]);
  try {
    await client.send(
      new CreateTableCommand({
        TableName: tableName,
        BillingMode: 'PAY_PER_REQUEST',
        AttributeDefinitions: [...keyNames].map((name) => ({ AttributeName: name, AttributeType: 'S' })),
        KeySchema: [
          { AttributeName: partitionKey, KeyType: 'HASH' },
          { AttributeName: sortKey, KeyType: 'RANGE' },
        ],
        GlobalSecondaryIndexes: globalSecondaryIndexes.map((index) => ({
          IndexName: index.indexName,
          KeySchema: [
            { AttributeName: index.partitionKey, KeyType: 'HASH' },
            { AttributeName: index.sortKey, KeyType: 'RANGE' },
          ],
          Projection: { ProjectionType: 'ALL' },
        })),
      }),
    );
  } catch (error) {
    if (!(error instanceof ResourceInUseException)) throw error;
  }
  await untilActive(client, tableName);
}

const ACTIVE_POLL_MS = 20;
const ACTIVE_WAIT_MS = 30_000;

async function untilActive(client: DynamoDBClient, tableName: string) {
  const giveUpAt = Date.now() + ACTIVE_WAIT_MS;
  for (;;) {
    const { Table } = await client.send(new DescribeTableCommand({ TableName: tableName }));
    if (Table?.TableStatus === 'ACTIVE') return;
    if (Date.now() > giveUpAt) throw new Error(`Table ${tableName} is still ${Table?.TableStatus}`);
    await new Promise((resolve) => setTimeout(resolve, ACTIVE_POLL_MS));
  }
}

export async function ensureBucket(client: S3Client, bucket: string) {
  try {
    await client.send(new CreateBucketCommand({ Bucket: bucket }));
  } catch (error) {
    const name = (error as Error).name;
    if (name !== 'BucketAlreadyOwnedByYou' && name !== 'BucketAlreadyExists') throw error;
  }
}

import type { DynamoDBDocumentClient, QueryCommandInput, QueryCommandOutput } from '@aws-sdk/lib-dynamodb';
import { QueryCommand } from './document-sdk';

/** The pages of a query, following `LastEvaluatedKey` to the end. */
async function* queryPages(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): AsyncGenerator<QueryCommandOutput> {
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    yield page;
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
}

/** Every item of a query; only for queries known to be small (one user's sessions...). */
export async function queryAll(
  client: DynamoDBDocumentClient,
  input: QueryCommandInput,
): Promise<Record<string, unknown>[]> {
  const items: Record<string, unknown>[] = [];
  for await (const page of queryPages(client, input)) items.push(...(page.Items ?? []));
  return items;
}

/** How many items a query (with its filter) matches, read as counts only: no item comes back. */
export async function countAll(client: DynamoDBDocumentClient, input: QueryCommandInput): Promise<number> {
  let count = 0;
  for await (const page of queryPages(client, { ...input, Select: 'COUNT' })) count += page.Count ?? 0;
  return count;
}

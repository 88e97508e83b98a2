import { createRequire } from 'node:module';
import type * as ClientSdk from '@aws-sdk/client-dynamodb';
import type * as DocumentSdk from '@aws-sdk/lib-dynamodb';

// DynamoDB's SDK through `require`, not `import`: it is CommonJS (the Lambda runtime's own copy,
// decision 003), and an ES import of a CommonJS package makes Node scan its source for export names and
// wrap it as a module, about half as long again as `require` on every cold start (decision 061). Every
// store imports the classes from here; their types still come from the packages.
const requireSdk = createRequire(import.meta.url);
const clientSdk = requireSdk('@aws-sdk/client-dynamodb') as typeof ClientSdk;
const documentSdk = requireSdk('@aws-sdk/lib-dynamodb') as typeof DocumentSdk;

export const { DynamoDBClient } = clientSdk;
export const {
  BatchGetCommand,
  BatchWriteCommand,
  DeleteCommand,
  DynamoDBDocumentClient,
  GetCommand,
  PutCommand,
  QueryCommand,
  UpdateCommand,
} = documentSdk;
export type DynamoDBDocumentClient = DocumentSdk.DynamoDBDocumentClient;

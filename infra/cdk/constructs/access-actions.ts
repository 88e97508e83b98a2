/** What a function may do with a resource it is bound to. */
export type DataAccess = 'read' | 'readWrite';

/**
 * The item actions each access level needs. Scan and the stream reads are left out on purpose: no code
 * path may Scan the table (docs/design-rules.md, "Data"), and IAM is where that is enforced.
 */
export const TABLE_ACTIONS: Record<DataAccess, string[]> = {
  read: ['dynamodb:GetItem', 'dynamodb:BatchGetItem', 'dynamodb:Query', 'dynamodb:ConditionCheckItem'],
  readWrite: [
    'dynamodb:GetItem',
    'dynamodb:BatchGetItem',
    'dynamodb:Query',
    'dynamodb:ConditionCheckItem',
    'dynamodb:PutItem',
    'dynamodb:UpdateItem',
    'dynamodb:DeleteItem',
    'dynamodb:BatchWriteItem',
  ],
};

/** Object actions; `s3:ListBucket` on the bucket lets a missing key answer NoSuchKey (404), not 403. */
export const OBJECT_ACTIONS: Record<DataAccess, string[]> = {
  read: ['s3:GetObject'],
  readWrite: ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'],
};

export const SECRET_ACTIONS: Record<DataAccess, string[]> = {
  read: ['secretsmanager:GetSecretValue'],
  readWrite: ['secretsmanager:GetSecretValue', 'secretsmanager:PutSecretValue'],
};

/**
 * The single DynamoDB table and the images bucket, described once: the CDK app creates them from these
 * definitions on AWS and the local server creates the same table and bucket in dynalite and s3rver.
 */
export const TABLE_DEFINITION = {
  /** Base name; the CDK app lets CloudFormation name the real table, the local server uses this one. */
  localName: 'keywright',
  partitionKey: 'pk',
  sortKey: 'sk',
  /** Epoch seconds; expiry is enforced in code too because dynalite never deletes expired items. */
  timeToLiveAttribute: 'expiresAt',
  globalSecondaryIndexes: [{ indexName: 'gsi1', partitionKey: 'gsi1pk', sortKey: 'gsi1sk' }],
} as const;

export const IMAGES_BUCKET_DEFINITION = {
  localName: 'keywright-images',
} as const;

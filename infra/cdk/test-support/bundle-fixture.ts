/**
 * A handler for testing AppFunction's bundling: a CommonJS dependency that needs `require`, `__dirname`
 * and `__filename` inside an ES module bundle, and the AWS SDK, which must stay external.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import commonjs from './commonjs-dependency.cjs';

export const handler = async () => ({ ...commonjs, dynamo: typeof DynamoDBClient });

import type * as Lambda from '@aws-sdk/client-lambda';
import type { LazyAwsClient } from '../../lib/lazy-aws-client';

/** The Lambda SDK and its client, imported on the first invocation (decision 059). */
export type LazyLambda = LazyAwsClient<typeof Lambda, Lambda.LambdaClient>;

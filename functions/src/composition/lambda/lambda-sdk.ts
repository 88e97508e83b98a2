import type { LazyLambda } from '../../adapters/lambda/lazy-lambda';
import { lazyAwsClient } from '../../lib/lazy-aws-client';

/** A Lambda client for invoking other functions, the SDK imported on the first invocation (decision 059). */
export const lazyLambda = (): LazyLambda =>
  lazyAwsClient(
    () => import('@aws-sdk/client-lambda'),
    (sdk) => new sdk.LambdaClient({}),
  );

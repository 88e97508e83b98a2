import { capturedAwsClient } from './aws-client-capture';
import { type LazyClient, lazyClient } from './lazy-client';

/** An AWS SDK package and its client, imported and made on the first call (`lazyClient`). */
export type LazyAwsClient<Sdk, Client> = LazyClient<Sdk, Client>;

/**
 * An AWS SDK package the code imports only when it first calls it (`lazyClient`, decision 059), its
 * client made observable in X-Ray as every AWS client is (`capturedAwsClient`).
 */
export function lazyAwsClient<Sdk, Client>(
  load: () => Promise<Sdk>,
  create: (sdk: Sdk) => Client,
): LazyAwsClient<Sdk, Client> {
  return lazyClient(load, (sdk) => capturedAwsClient(create(sdk)));
}

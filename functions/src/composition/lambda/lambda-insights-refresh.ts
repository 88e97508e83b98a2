import { LambdaClient } from '@aws-sdk/client-lambda';
import { createDynamoTable } from '../../adapters/dynamodb/dynamo-table';
import { createSiteRepository } from '../../adapters/dynamodb/site-repository';
import { createLambdaCreativeWriter } from '../../adapters/lambda/lambda-creative-writer';
import { withScheduledPosts } from '../../domain/sites/scheduled-refresh';
import { createSiteDirectoryOn } from '../../domain/sites/site-directory';
import { capturedAwsClient } from '../../lib/aws-client-capture';
import { systemClock } from '../../ports/clock';
import type { LambdaConfig } from '../config';
import type { debugTester, metaSecret, table, warehouseSecret, wordpressSecret } from '../config-parts';
import { createMetaDeps } from '../meta-deps';
import { createRunRecords } from '../run-records';
import { createScheduledPostsOn } from '../scheduled-posts-deps';
import { grantedSecretStore } from './granted-secrets';

/**
 * The scheduled refresh, then the campaign rules, on what the refresh function was given; with today's
 * run, the scheduled posts WordPress has published since (decision 040).
 */
export function createLambdaInsightsRefresh(
  config: LambdaConfig<
    typeof table | typeof metaSecret | typeof warehouseSecret | typeof wordpressSecret | typeof debugTester
  >,
) {
  const platform = {
    table: createDynamoTable(config.TABLE_NAME),
    secrets: grantedSecretStore(config),
    clock: systemClock,
    // A rule's "refresh creative" has its copy written where the AI clients are (decision 042).
    creativeWriter: createLambdaCreativeWriter(
      capturedAwsClient(new LambdaClient({})),
      config.DEBUG_FUNCTION_NAME,
    ),
  };
  const { directory } = createSiteDirectoryOn({ ...platform, store: createSiteRepository(platform.table) });
  const { keywords } = createRunRecords(platform);
  const scheduled = createScheduledPostsOn(platform.table, keywords, directory);
  return withScheduledPosts(createMetaDeps(platform).insightsRefresh, scheduled, platform.clock);
}

import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/economics/ai-prices';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createPublishingSlotStore } from '../adapters/dynamodb/publishing-slot-store';
import { createSiteRepository } from '../adapters/dynamodb/site-repository';
import { createCredentialsReader } from '../domain/settings/credentials-reader';
import { createSiteDirectoryOn } from '../domain/sites/site-directory';
import { DEFAULT_IMAGE_COUNT, type PipelineDeps } from '../pipeline/pipeline-deps';
import type { UpstreamClients } from '../ports/upstream-clients';
import { createAiBudgetDeps } from './ai-budget-deps';
import { createGoLiveLaunchOn } from './launch-deps';
import { createNotificationDeps } from './notification-deps';
import type { Platform } from './platform';
import { createQualityDeps } from './quality-deps';
import { createRunRecords } from './run-records';

/** What the pipeline's steps use of the platform: storage, secrets, the workflow, the clock, the sandbox. */
export type PipelinePlatform = Pick<
  Platform,
  'table' | 'secrets' | 'blobs' | 'workflow' | 'clock' | 'sandbox'
>;

/** Everything the pipeline's steps use, with the upstream clients the process bundles. */
export function createStepDeps(
  platform: PipelinePlatform,
  clients: UpstreamClients,
  imageCount = DEFAULT_IMAGE_COUNT,
  aiPrices?: AiPriceTable,
): PipelineDeps {
  const { notifier } = createNotificationDeps(platform);
  const budget = createAiBudgetDeps(platform, notifier, aiPrices);
  const records = createRunRecords(platform);
  return {
    ...records,
    prompts: createPromptRepository(platform.table),
    credentials: createCredentialsReader(platform.secrets, platform.sandbox),
    sites: createSiteDirectoryOn({ ...platform, store: createSiteRepository(platform.table) }).directory,
    slots: createPublishingSlotStore(platform.table),
    blobs: platform.blobs,
    clients,
    clock: platform.clock,
    imageCount,
    prices: withPriceOverrides(DEFAULT_AI_PRICES, aiPrices),
    workflow: platform.workflow,
    quality: createQualityDeps(platform.table, platform.clock),
    gate: budget.gate,
    recordSpend: budget.recordSpend,
    launchOnGoLive: createGoLiveLaunchOn(platform, { keywords: records.keywords, notifier }),
  };
}

import { type AiPriceTable, DEFAULT_AI_PRICES, withPriceOverrides } from '#shared/ai-prices';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createPublishingSlotStore } from '../adapters/dynamodb/publishing-slot-store';
import { createSiteRepository } from '../adapters/dynamodb/site-repository';
import { createCredentialsReader, type SandboxEndpoints } from '../domain/settings/credentials-reader';
import { createSiteDirectoryOn } from '../domain/sites/site-directory';
import { DEFAULT_IMAGE_COUNT, type PipelineDeps } from '../pipeline/pipeline-deps';
import type { BlobStore } from '../ports/blobs';
import type { Clock } from '../ports/clock';
import type { SecretStore } from '../ports/secrets';
import type { UpstreamClients } from '../ports/upstream-clients';
import type { WorkflowStarter } from '../ports/workflow';
import { createQualityDeps } from './quality-deps';
import { createRunRecords } from './run-records';

/**
 * Where the pipeline's steps run: on AWS what a step function was given (`lambda/lambda-step.ts`), locally
 * the emulators, the secrets file and the sandbox (`infra/local/local-stack.ts`).
 */
export interface PipelinePlatform {
  table: DynamoTable;
  secrets: SecretStore;
  blobs: BlobStore;
  /** Starts the execution of a run's next chunk. */
  workflow: WorkflowStarter;
  clock: Clock;
  sandbox?: SandboxEndpoints;
}

/** Everything the pipeline's steps use, with the upstream clients the process bundles. */
export function createStepDeps(
  platform: PipelinePlatform,
  clients: UpstreamClients,
  imageCount = DEFAULT_IMAGE_COUNT,
  aiPrices?: AiPriceTable,
): PipelineDeps {
  return {
    ...createRunRecords(platform),
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
  };
}

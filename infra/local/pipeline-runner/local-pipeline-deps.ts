import type { DynamoTable } from '../../../functions/src/adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../../../functions/src/adapters/dynamodb/keywords/keyword-repository';
import { createPromptRepository } from '../../../functions/src/adapters/dynamodb/prompt-repository';
import { createRunRepository } from '../../../functions/src/adapters/dynamodb/runs/run-repository';
import {
  createCredentialsReader,
  type SandboxEndpoints,
} from '../../../functions/src/domain/settings/credentials-reader';
import { ALL_PROVIDER_CLIENTS } from '../../../functions/src/pipeline/all-provider-clients';
import { DEFAULT_IMAGE_COUNT, type PipelineDeps } from '../../../functions/src/pipeline/pipeline-deps';
import { createUpstreamProviders } from '../../../functions/src/pipeline/upstream-providers';
import type { BlobStore } from '../../../functions/src/ports/blobs';
import { type Clock, systemClock } from '../../../functions/src/ports/clock';
import type { SecretStore } from '../../../functions/src/ports/secrets';
import type { WorkflowStarter } from '../../../functions/src/ports/workflow';
import type { ProviderCallOptions } from '../../../functions/src/providers/call-options';

export interface LocalPipelineSettings {
  /** Keywords processed at once (the Map's MaxConcurrency); default 8. */
  maxConcurrency?: number;
  /** Images generated per keyword; default 2. */
  imageCount?: number;
  /** Shorter upstream timeouts and retries, for tests and benchmarks. */
  providerOptions?: ProviderCallOptions;
}

/** The pipeline's dependencies in the local stack: the same adapters as on AWS, on the local emulators. */
export function createLocalPipelineDeps(options: {
  table: DynamoTable;
  blobs: BlobStore;
  secrets: SecretStore;
  sandbox?: SandboxEndpoints;
  clock?: Clock;
  settings?: LocalPipelineSettings;
  /** Starts a run's next chunk: the local runner. */
  workflow: WorkflowStarter;
}): PipelineDeps {
  const clock = options.clock ?? systemClock;
  return {
    keywords: createKeywordRepository(options.table, clock),
    runs: createRunRepository(options.table, clock),
    prompts: createPromptRepository(options.table),
    credentials: createCredentialsReader(options.secrets, options.sandbox),
    blobs: options.blobs,
    providers: createUpstreamProviders(ALL_PROVIDER_CLIENTS, options.settings?.providerOptions),
    clock,
    imageCount: options.settings?.imageCount ?? DEFAULT_IMAGE_COUNT,
    workflow: options.workflow,
  };
}

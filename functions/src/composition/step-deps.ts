import { createDebugRunStore } from '../adapters/dynamodb/debug-run-store';
import type { DynamoTable } from '../adapters/dynamodb/dynamo-table';
import { createKeywordRepository } from '../adapters/dynamodb/keyword-repository';
import { createPromptRepository } from '../adapters/dynamodb/prompt-repository';
import { createRunRepository } from '../adapters/dynamodb/runs/run-repository';
import type { RunCloserDeps } from '../domain/processing/run-closer';
import { createCredentialsReader, type SandboxEndpoints } from '../domain/settings/credentials-reader';
import { DEFAULT_IMAGE_COUNT, type PipelineDeps } from '../pipeline/pipeline-deps';
import type { UpstreamClients } from '../pipeline/upstream-clients';
import type { BlobStore } from '../ports/blobs';
import type { Clock } from '../ports/clock';
import type { SecretStore } from '../ports/secrets';
import type { WorkflowStarter } from '../ports/workflow';

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

/** The keywords and runs a run's bookkeeping works on: the steps, the API and the failure handler share it. */
export function createRunRecords(platform: { table: DynamoTable; clock: Clock }): RunCloserDeps {
  return {
    keywords: createKeywordRepository(platform.table, platform.clock),
    runs: createRunRepository(platform.table, platform.clock),
  };
}

/** Everything the pipeline's steps use, with the upstream clients the process bundles. */
export function createStepDeps(
  platform: PipelinePlatform,
  clients: UpstreamClients,
  imageCount = DEFAULT_IMAGE_COUNT,
): PipelineDeps {
  return {
    ...createRunRecords(platform),
    prompts: createPromptRepository(platform.table),
    credentials: createCredentialsReader(platform.secrets, platform.sandbox),
    blobs: platform.blobs,
    clients,
    clock: platform.clock,
    imageCount,
    workflow: platform.workflow,
  };
}

/**
 * The debug tester's function: the content steps with the clients it bundles, and the store where it
 * records a run it was started for (the API polls it).
 */
export function createDebugTesterDeps(platform: PipelinePlatform, clients: UpstreamClients) {
  return {
    steps: createStepDeps(platform, clients),
    records: createDebugRunStore(platform.table, platform.blobs, platform.clock),
  };
}

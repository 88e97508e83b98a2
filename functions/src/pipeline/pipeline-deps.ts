import type { RunRepository } from '../domain/processing/run-repository';
import type { QualityGateDeps } from '../domain/quality/quality-gate';
import type { BlobStore } from '../ports/blobs';
import type { Clock } from '../ports/clock';
import type { CredentialsReader } from '../ports/credentials';
import type { KeywordRepository } from '../ports/keywords';
import type { PromptRepository } from '../ports/prompts';
import type { WorkflowStarter } from '../ports/workflow';
import type { UpstreamClients } from './upstream-clients';

/**
 * Everything the pipeline's steps use; `composition/step-deps.ts` builds it, on what a step function was given
 * on AWS and on the local stack's emulators locally.
 */
export interface PipelineDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
  prompts: PromptRepository;
  credentials: CredentialsReader;
  blobs: BlobStore;
  clients: UpstreamClients;
  clock: Clock;
  /** Images generated per keyword. */
  imageCount: number;
  /** Starts the execution of a run's next chunk (the progress step's `finish`). */
  workflow: WorkflowStarter;
  /** The quality gate's settings, reports and near-duplicate index (the check before publishing). */
  quality: QualityGateDeps;
}

/** Images per keyword when nothing else is configured. */
export const DEFAULT_IMAGE_COUNT = 2;

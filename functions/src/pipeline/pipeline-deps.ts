import type { AiPriceTable } from '#shared/economics/ai-prices';
import type { BudgetGate } from '../domain/ai-budget/budget-gate';
import type { SpendRecorder } from '../domain/ai-budget/spend-recorder';
import type { GoLiveLaunch } from '../domain/meta/launches/go-live-launch';
import type { QualityGateDeps } from '../domain/quality/quality-gate';
import type { SiteDirectory } from '../domain/sites/site-directory';
import type { BlobStore } from '../ports/blobs';
import type { Clock } from '../ports/clock';
import type { CredentialsReader } from '../ports/credentials';
import type { KeywordRepository } from '../ports/keywords';
import type { PromptRepository } from '../ports/prompts';
import type { PublishingSlots } from '../ports/publishing-slots';
import type { RunRepository } from '../ports/runs';
import type { UpstreamClients } from '../ports/upstream-clients';
import type { WorkflowStarter } from '../ports/workflow';

/**
 * Everything the pipeline's steps use; `composition/step-deps.ts` builds it, on what a step function was given
 * on AWS and on the local stack's emulators locally.
 */
export interface PipelineDeps {
  keywords: KeywordRepository;
  runs: RunRepository;
  prompts: PromptRepository;
  credentials: CredentialsReader;
  /** Where each keyword's article is published: its site's credentials and settings. */
  sites: Pick<SiteDirectory, 'target'>;
  /** The sites' booked publishing slots (a site's cadence, decision 040). */
  slots: PublishingSlots;
  blobs: BlobStore;
  clients: UpstreamClients;
  clock: Clock;
  /** Images generated per keyword. */
  imageCount: number;
  /** The AI prices (defaults and `AI_PRICES` overrides, decision 022), for the AiCostUsd metric. */
  prices: AiPriceTable;
  /** Starts the execution of a run's next chunk (the progress step's `finish`). */
  workflow: WorkflowStarter;
  /** The quality gate's settings, reports and near-duplicate index (the check before publishing). */
  quality: QualityGateDeps;
  /** Whether the AI budget lets a keyword begin, and the ledger each step's cost is added to (decision 052). */
  gate: BudgetGate;
  recordSpend: SpendRecorder;
  /** A site's launch of a campaign when one of its articles goes live (issue 33); nothing for other sites. */
  launchOnGoLive: GoLiveLaunch;
}

/** Images per keyword when nothing else is configured. */
export const DEFAULT_IMAGE_COUNT = 2;

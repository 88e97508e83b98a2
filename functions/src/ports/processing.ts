/**
 * What starts keyword processing. The keywords API calls it after its own writes; the processing area
 * implements it: it records a run (counters, current operation, bounded log), moves the keywords to
 * Processing and starts the keyword pipeline (Step Functions on AWS, the same definition run locally).
 */
export type RunKind =
  | 'batch'
  | 'bulk-process'
  | 'process-all'
  | 'retry'
  | 'regenerate-images'
  | 'variants'
  | 'approve'
  | 'regenerate-article';

/**
 * `full` runs every step a keyword's stored options ask for; `images` only regenerates its images;
 * `article` writes the title and article again and re-publishes them through the quality check; `publish`
 * publishes the article as it is (an approved draft, decision 036).
 */
export type RunMode = 'full' | 'images' | 'variants' | 'article' | 'publish';

export interface RunRequest {
  kind: RunKind;
  mode: RunMode;
  keywordIds: string[];
  /** Who asked, for the run's log. */
  requestedBy: string;
}

export interface ProcessingLauncher {
  /** Resolves once the run is recorded and started; the processing itself goes on in the background. */
  launch(request: RunRequest): Promise<{ runId: string }>;
}
